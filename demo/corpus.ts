// Text material for generated demo colleges: a fictional Maharashtra college
// affiliated to a state university. Personal names are ordinary given names and
// surnames meant to be combined at random; no entry describes a real living
// person. Institutions, festivals and places are real only where they are public
// context (universities, cities, holidays), never as claims about a real college.
//
// Templates use {placeholder} slots; every slot name is listed in PLACEHOLDERS.
// Text is plain ASCII so that it survives the Latin-1 PDF generator unchanged.

export const PLACEHOLDERS = [
  "college", // full college name
  "society", // managing education society
  "university", // affiliating university
  "city",
  "founded", // founding year, e.g. 1968
  "year", // academic year, e.g. 2025-26
  "calendarYear", // e.g. 2025
  "month", // e.g. March
  "date", // e.g. 15 March 2025
  "programme", // e.g. B.Sc.
  "class", // e.g. S.Y.B.Com.
  "semester", // e.g. Semester III
  "department",
  "topic",
  "company",
  "holiday",
  "place",
  "village",
  "guest",
  "committee",
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];

// ---------------------------------------------------------------------------
// People

export const MALE_FIRST_NAMES = [
  "Aarav",
  "Abhijit",
  "Aditya",
  "Ajinkya",
  "Akshay",
  "Amey",
  "Amol",
  "Aniket",
  "Anirudh",
  "Ankush",
  "Ashish",
  "Atharva",
  "Bhushan",
  "Chetan",
  "Chinmay",
  "Darshan",
  "Devendra",
  "Dhananjay",
  "Gaurav",
  "Harshal",
  "Hemant",
  "Jayesh",
  "Kedar",
  "Kiran",
  "Kunal",
  "Mahesh",
  "Mangesh",
  "Manoj",
  "Mayur",
  "Milind",
  "Nikhil",
  "Nilesh",
  "Omkar",
  "Parag",
  "Pranav",
  "Prasad",
  "Prashant",
  "Rahul",
  "Rohit",
  "Sachin",
  "Sagar",
  "Sameer",
  "Sandeep",
  "Santosh",
  "Shantanu",
  "Shrikant",
  "Siddharth",
  "Sunil",
  "Swapnil",
  "Tushar",
  "Vaibhav",
  "Vinayak",
  "Yogesh",
  "Arjun",
  "Karthik",
  "Srinivas",
  "Venkatesh",
  "Arindam",
  "Sourav",
  "Debashish",
  "Harpreet",
  "Gurpreet",
  "Imran",
  "Farhan",
  "Joseph",
  "Rakesh",
] as const;

export const FEMALE_FIRST_NAMES = [
  "Aarti",
  "Aditi",
  "Ankita",
  "Anjali",
  "Apurva",
  "Archana",
  "Ashwini",
  "Bhagyashree",
  "Deepali",
  "Dhanashree",
  "Gauri",
  "Gayatri",
  "Harshada",
  "Jyoti",
  "Kalyani",
  "Kavita",
  "Ketaki",
  "Madhura",
  "Manasi",
  "Meenakshi",
  "Mrunal",
  "Neha",
  "Nilima",
  "Pallavi",
  "Pooja",
  "Prajakta",
  "Pranali",
  "Priyanka",
  "Rajashree",
  "Rashmi",
  "Rutuja",
  "Sakshi",
  "Sampada",
  "Sayali",
  "Shilpa",
  "Shraddha",
  "Shubhangi",
  "Sneha",
  "Snehal",
  "Sonali",
  "Supriya",
  "Swati",
  "Tejaswini",
  "Trupti",
  "Ujwala",
  "Vaishali",
  "Varsha",
  "Vrushali",
  "Yamini",
  "Lakshmi",
  "Divya",
  "Sowmya",
  "Anusha",
  "Moumita",
  "Sharmistha",
  "Simran",
  "Harleen",
  "Nazia",
  "Farzana",
  "Maria",
  "Kiranjit",
  "Pushpa",
  "Rekha",
  "Sunita",
] as const;

export const FIRST_NAMES: readonly string[] = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];

export const SURNAMES = [
  "Patil",
  "Deshmukh",
  "Kulkarni",
  "Joshi",
  "Jadhav",
  "Pawar",
  "Shinde",
  "More",
  "Gaikwad",
  "Chavan",
  "Kale",
  "Bhosale",
  "Deshpande",
  "Gokhale",
  "Apte",
  "Sathe",
  "Sawant",
  "Salunkhe",
  "Mane",
  "Kadam",
  "Thorat",
  "Shirke",
  "Gore",
  "Nikam",
  "Wagh",
  "Mohite",
  "Lokhande",
  "Bhagat",
  "Khandekar",
  "Pathak",
  "Chaudhari",
  "Mahajan",
  "Bhide",
  "Karve",
  "Ranade",
  "Phadke",
  "Godbole",
  "Limaye",
  "Dixit",
  "Inamdar",
  "Jagtap",
  "Kamble",
  "Kharat",
  "Londhe",
  "Mhatre",
  "Naik",
  "Pande",
  "Pingle",
  "Raut",
  "Sonawane",
  "Suryawanshi",
  "Tambe",
  "Waghmare",
  "Wankhede",
  "Yadav",
  "Zende",
  "Bagul",
  "Borse",
  "Dhole",
  "Ghule",
  "Hiremath",
  "Kshirsagar",
  "Nalawade",
  "Nimbalkar",
  "Padwal",
  "Rane",
  "Sable",
  "Satpute",
  "Shelke",
  "Tupe",
  "Varade",
  "Bendre",
  "Iyer",
  "Reddy",
  "Nair",
  "Banerjee",
  "Chatterjee",
  "Sharma",
  "Verma",
  "Gill",
  "Sheikh",
  "Pinto",
  "D'Souza",
  "Agarwal",
  "Mishra",
  "Rao",
] as const;

/** Fathers' names, used as middle names in the Maharashtrian naming order. */
export const MIDDLE_NAMES = [
  "Ramesh",
  "Suresh",
  "Vijay",
  "Dattatray",
  "Prakash",
  "Ashok",
  "Shankar",
  "Vasant",
  "Madhukar",
  "Dilip",
  "Arun",
  "Balasaheb",
  "Dnyaneshwar",
  "Sudhakar",
  "Bhaskar",
  "Pandurang",
  "Vitthal",
  "Namdev",
  "Raghunath",
  "Sitaram",
  "Shivaji",
  "Eknath",
  "Maruti",
  "Tukaram",
  "Chandrakant",
  "Anant",
  "Gajanan",
  "Sanjay",
  "Rajendra",
  "Narayan",
  "Gopal",
  "Sadashiv",
  "Vishnu",
  "Dinkar",
  "Baburao",
  "Kisan",
  "Laxman",
  "Yashwant",
  "Bhausaheb",
  "Annasaheb",
  "Uttam",
  "Kashinath",
  "Janardan",
  "Mohan",
  "Ravindra",
  "Subhash",
  "Shrikrishna",
  "Vilas",
] as const;

export const HONORIFICS = ["Dr.", "Prof.", "Shri", "Smt.", "Mr.", "Ms.", "Adv.", "CA"] as const;

export const TEACHING_DESIGNATIONS = [
  "Principal",
  "Vice Principal",
  "Professor",
  "Associate Professor",
  "Assistant Professor",
  "Assistant Professor (Contract Basis)",
  "HOD & Associate Professor",
  "HOD & Assistant Professor",
  "Director of Physical Education",
  "Librarian",
  "Lecturer (Junior College)",
  "Supervisor (Junior College)",
  "Junior College Teacher",
  "Visiting Faculty",
  "Clock Hour Basis Lecturer",
] as const;

/** Department heads are usually listed as "Head, Department of X" on staff pages. */
export const HOD_DESIGNATION_TEMPLATE = "Head, Department of {department}";

export const NON_TEACHING_DESIGNATIONS = [
  "Registrar",
  "Office Superintendent",
  "Accountant",
  "Head Clerk",
  "Senior Clerk",
  "Junior Clerk",
  "Cashier",
  "Store Keeper",
  "Computer Operator",
  "Assistant Librarian",
  "Library Clerk",
  "Library Attendant",
  "Lab Assistant",
  "Lab Attendant",
  "Peon",
] as const;

export const OTHER_STAFF_DESIGNATIONS = [
  "Security Guard",
  "Watchman",
  "Driver",
  "Gardener",
  "Electrician",
  "Plumber",
  "Sweeper",
  "Hostel Caretaker",
  "Canteen Supervisor",
] as const;

export const QUALIFICATIONS = [
  "M.Sc., Ph.D.",
  "M.Sc., SET",
  "M.Sc., NET",
  "M.Sc., B.Ed.",
  "M.Com., Ph.D.",
  "M.Com., SET",
  "M.Com., M.Phil.",
  "M.A., Ph.D.",
  "M.A., NET, SET",
  "M.A., B.Ed.",
  "MCA, NET",
  "M.Sc. (Computer Science), SET",
  "MBA, Ph.D.",
  "M.P.Ed., Ph.D.",
  "M.Lib.I.Sc., SET",
  "B.Com.",
  "B.A.",
  "H.S.C.",
  "S.S.C.",
] as const;

// ---------------------------------------------------------------------------
// Institution

export const UNIVERSITIES = [
  "Savitribai Phule Pune University",
  "University of Mumbai",
  "Shivaji University, Kolhapur",
  "Dr. Babasaheb Ambedkar Marathwada University",
  "Kavayitri Bahinabai Chaudhari North Maharashtra University",
  "Rashtrasant Tukadoji Maharaj Nagpur University",
] as const;

export const CITIES = [
  "Pune",
  "Nashik",
  "Ahilyanagar",
  "Satara",
  "Baramati",
  "Sangamner",
  "Thane",
  "Kalyan",
  "Kolhapur",
  "Sangli",
  "Jalgaon",
  "Dhule",
  "Shirur",
  "Junnar",
  "Lonavala",
  "Manchar",
] as const;

/** Fictional managing societies in the style of Maharashtra's rural education trusts. */
export const SOCIETIES = [
  "Sahyadri Shikshan Prasarak Mandal",
  "Gramin Vikas Shikshan Sanstha",
  "Jnanadeep Education Society",
  "Krishna Valley Shikshan Mandal",
  "Vidya Vardhini Sabha",
  "Lokseva Shikshan Prasarak Sanstha",
  "Navjeevan Education Trust",
  "Shramik Vidya Prasarak Mandal",
] as const;

export const COLLEGE_NAME_TEMPLATES = [
  "{society}'s Arts, Science and Commerce College, {city}",
  "{society}'s College of Arts, Commerce and Science, {city}",
  "{society}'s Mahavidyalaya, {city}",
  "{society}'s Senior College, {city}",
  "{society}'s Arts and Commerce College, {city}",
] as const;

export const DEPARTMENTS = [
  "Physics",
  "Chemistry",
  "Mathematics",
  "Statistics",
  "Botany",
  "Zoology",
  "Microbiology",
  "Electronics",
  "Computer Science",
  "Commerce",
  "Accountancy",
  "Economics",
  "English",
  "Marathi",
  "Hindi",
  "History",
  "Geography",
  "Political Science",
  "Psychology",
  "Sociology",
  "BBA",
  "BCA",
  "Physical Education",
  "Library and Information Science",
] as const;

export const PROGRAMMES = [
  "B.A.",
  "B.Com.",
  "B.Sc.",
  "B.Sc. (Computer Science)",
  "BBA",
  "BCA",
  "B.Voc.",
  "M.A.",
  "M.Com.",
  "M.Sc.",
  "H.S.C. (Science)",
  "H.S.C. (Commerce)",
  "H.S.C. (Arts)",
] as const;

export const CLASSES = [
  "F.Y.B.A.",
  "S.Y.B.A.",
  "T.Y.B.A.",
  "F.Y.B.Com.",
  "S.Y.B.Com.",
  "T.Y.B.Com.",
  "F.Y.B.Sc.",
  "S.Y.B.Sc.",
  "T.Y.B.Sc.",
  "F.Y.BBA",
  "S.Y.BBA",
  "T.Y.BBA",
  "F.Y.BCA",
  "S.Y.BCA",
  "T.Y.BCA",
  "M.A. Part I",
  "M.Com. Part II",
  "M.Sc. Part I",
  "XI Science",
  "XII Commerce",
] as const;

export const SEMESTERS = [
  "Semester I",
  "Semester II",
  "Semester III",
  "Semester IV",
  "Semester V",
  "Semester VI",
] as const;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const PLACES = [
  "Seminar Hall",
  "Auditorium",
  "Main Ground",
  "Conference Room",
  "Library Reading Hall",
  "Computer Laboratory",
  "Physics Laboratory",
  "Chemistry Laboratory",
  "Language Laboratory",
  "Audio-Visual Hall",
  "Gymkhana",
  "Indoor Sports Hall",
  "Open Air Theatre",
  "Botanical Garden",
  "Ladies' Common Room",
  "Room No. 12, Main Building",
  "NSS Adopted Village",
] as const;

/** Villages for NSS camps and extension activities. */
export const VILLAGES = [
  "Wadgaon",
  "Pimpalgaon",
  "Khed",
  "Nimgaon",
  "Kolwadi",
  "Shindewadi",
  "Ambegaon",
  "Velhe",
  "Ranjangaon",
  "Dehu",
  "Borgaon",
  "Kasarwadi",
] as const;

export const HOLIDAYS = [
  "Republic Day",
  "Chhatrapati Shivaji Maharaj Jayanti",
  "Mahashivratri",
  "Holi",
  "Gudi Padwa",
  "Dr. Babasaheb Ambedkar Jayanti",
  "Maharashtra Day",
  "Buddha Purnima",
  "Bakri Eid",
  "Independence Day",
  "Ganesh Chaturthi",
  "Gandhi Jayanti",
  "Dussehra",
  "Diwali",
  "Guru Nanak Jayanti",
  "Christmas",
] as const;

/** Fictional recruiters for placement notices. */
export const COMPANIES = [
  "Sahyadri Software Services Pvt. Ltd.",
  "Deccan Auto Components Ltd.",
  "Indrayani Cooperative Bank",
  "Western Ghats Agro Foods Pvt. Ltd.",
  "Shrushti Pharma Labs",
  "Pragati Finserv Pvt. Ltd.",
  "Kaveri Retail Solutions",
  "Bluestone Data Analytics LLP",
  "Sanskruti Insurance Brokers",
  "Nirmiti Infotech Pvt. Ltd.",
] as const;

export const SEMINAR_TOPICS = [
  "Research Methodology in Social Sciences",
  "Recent Trends in Material Science",
  "Green Chemistry and Sustainable Development",
  "Goods and Services Tax: Practical Aspects",
  "Artificial Intelligence in Everyday Life",
  "Cyber Security Awareness for Students",
  "Biodiversity of the Western Ghats",
  "Financial Literacy and Personal Investment",
  "Intellectual Property Rights",
  "The National Education Policy 2020",
  "Marathi Literature after 1960",
  "Water Conservation in Drought-prone Regions",
  "Entrepreneurship and Start-up Ecosystem",
  "Mental Health and Stress Management",
  "Career Opportunities in Banking",
  "Data Analysis with Python",
  "Women's Rights and the Law",
  "Digital Marketing",
] as const;

export const COMMITTEES: readonly { readonly name: string; readonly description: string }[] = [
  {
    name: "Anti-Ragging Committee",
    description:
      "Ensures a ragging-free campus in accordance with UGC regulations, conducts awareness programmes at the start of every year and acts promptly on any complaint.",
  },
  {
    name: "Internal Complaints Committee",
    description:
      "Constituted under the Sexual Harassment of Women at Workplace Act, 2013, the committee receives and inquires into complaints in strict confidence.",
  },
  {
    name: "Grievance Redressal Cell",
    description:
      "Students, parents and staff may submit grievances in writing or through the suggestion box; the cell meets every month and responds within fifteen working days.",
  },
  {
    name: "Women Empowerment Cell",
    description:
      "Organises health check-up camps, self-defence training and talks on legal literacy to build confidence among girl students and women staff.",
  },
  {
    name: "SC/ST Cell",
    description:
      "Guides students from Scheduled Castes and Scheduled Tribes on scholarships, freeships and government schemes, and monitors their academic progress.",
  },
  {
    name: "Library Committee",
    description:
      "Recommends purchase of books and journals, reviews library rules and plans reading promotion activities such as book exhibitions.",
  },
  {
    name: "Sports Committee",
    description:
      "Plans intercollegiate participation, the annual sports meet and the upkeep of the gymkhana and playground.",
  },
  {
    name: "Cultural Committee",
    description:
      "Coordinates the annual social gathering, youth festival participation and celebration of national days and regional festivals.",
  },
  {
    name: "Placement Cell",
    description:
      "Arranges campus recruitment drives, aptitude training and mock interviews, and maintains contact with employers in the region.",
  },
  {
    name: "Alumni Association",
    description:
      "Keeps former students connected with the college through reunions, mentoring sessions and support for needy students.",
  },
  {
    name: "Internal Quality Assurance Cell (IQAC)",
    description:
      "Plans and monitors quality initiatives, collects feedback from stakeholders and prepares reports for NAAC accreditation.",
  },
  {
    name: "Minority Cell",
    description:
      "Helps students from minority communities access scholarships and guidance schemes of the State and Central Governments.",
  },
  {
    name: "Examination Committee",
    description:
      "Conducts internal and university examinations, publishes time tables and ensures that assessment is fair and transparent.",
  },
  {
    name: "Students' Council",
    description:
      "Elected and nominated student representatives who voice student concerns and help organise college activities.",
  },
  {
    name: "Earn and Learn Scheme Committee",
    description:
      "Selects needy students for part-time campus work so that they can support their education with a modest stipend.",
  },
];

// ---------------------------------------------------------------------------
// Notices and events

export const NOTICE_TITLE_TEMPLATES = [
  "Admission Notice for First Year {programme}, Academic Year {year}",
  "Provisional Merit List for {class} Admissions {year}",
  "Time Table for {semester} Examinations ({class}), {month} {calendarYear}",
  "Revised Time Table for Internal Examinations of {class}",
  "Declaration of {semester} Results of {class}",
  "Notice Regarding Submission of Examination Forms for {month} {calendarYear}",
  "Post-Matric Scholarship Applications for {year} on MahaDBT Portal",
  "Last Date for Scholarship and Freeship Documents: {date}",
  "NSS Special Winter Camp at {village}",
  "Holiday on Account of {holiday}",
  "Fee Payment Schedule for {year}",
  "Payment of Second Instalment of Fees by {date}",
  "One-Day Workshop on {topic}",
  "National Seminar on {topic}",
  "Guest Lecture on {topic} by {guest}",
  "Campus Placement Drive by {company}",
  "Registration for Pre-Placement Aptitude Training",
  "Identity Card Distribution for {class} Students",
  "Library Books to Be Returned Before {date}",
  "Selection Trials for Intercollegiate Sports Teams",
  "Meeting of the {committee} on {date}",
  "Parent-Teacher Meeting for {class} on {date}",
  "Orientation Programme for {class} Students in the {place}",
  "Submission of Anti-Ragging Affidavits by All Students",
  "Bonafide Certificate and Transfer Certificate Procedure",
  "Walk-in Interview for Clock Hour Basis Lecturers in {department}",
  "Enrolment for NCC for the Year {year}",
  "Practical Examination Schedule of {class} ({department})",
  "Celebration of {holiday} in the College",
  "Suspension of Lectures on {date} for Annual Sports Meet",
  "Students' Feedback on Teaching and Learning, {year}",
] as const;

export const EVENT_NAME_TEMPLATES = [
  "Annual Sports Meet {calendarYear}",
  "Annual Social Gathering {calendarYear}",
  "Inauguration of the {department} Association",
  "Guest Lecture on {topic}",
  "National Seminar on {topic}",
  "One-Day Workshop on {topic}",
  "NSS Special Winter Camp at {village}",
  "Blood Donation Camp",
  "Tree Plantation Drive",
  "Marathi Bhasha Gaurav Din",
  "Hindi Diwas Celebration",
  "International Day of Yoga",
  "Vachan Prerna Din",
  "Science Exhibition {calendarYear}",
  "Alumni Meet {calendarYear}",
  "Constitution Day Celebration",
  "Teachers' Day Celebration",
  "Voter Awareness Rally",
  "Swachh Bharat Cleanliness Drive",
  "Independence Day Flag Hoisting",
  "Republic Day Parade",
  "Career Guidance Session with {company}",
  "Avishkar Research Poster Competition",
  "Intercollegiate Debate Competition",
  "Study Tour of the {department} Department",
  "Women's Day Celebration",
  "Poetry Recitation Evening in the {place}",
] as const;

/** Invented guest speakers; pair with GUEST_AFFILIATIONS. */
export const GUEST_NAMES = [
  "Dr. Sunanda Kelkar",
  "Prof. Vinayak Bhagwat",
  "Dr. Meera Hiremath",
  "Shri Dattatray Pingle",
  "Smt. Vasudha Ranade",
  "Dr. Anand Kshirsagar",
  "Prof. Rekha Nalawade",
  "Shri Prakash Tambe",
  "Dr. Nitin Varade",
  "Smt. Shalini Bendre",
  "Adv. Madhav Sathe",
  "CA Rohini Limaye",
  "Dr. Farida Sheikh",
  "Prof. Ramakrishnan Iyer",
  "Shri Uttam Nalawade",
  "Dr. Kavita Suryawanshi",
  "Prof. Sanjeev Mahajan",
  "Smt. Leela Pinto",
] as const;

export const GUEST_AFFILIATIONS = [
  "Former Head, Department of Chemistry, a university department in Pune",
  "Senior Scientist, a national research laboratory",
  "Director, a cooperative bank training centre",
  "Chartered Accountant and tax consultant",
  "Advocate, District and Sessions Court",
  "Associate Professor of Economics at a neighbouring college",
  "Founder of a rural water conservation trust",
  "Marathi novelist and literary critic",
  "Clinical psychologist and counsellor",
  "Software architect and alumnus of the college",
  "Retired Deputy Collector",
  "National-level athletics coach",
] as const;

// ---------------------------------------------------------------------------
// Testimonials

export const TESTIMONIAL_ROLES = [
  "Alumnus, B.Com.; Chartered Accountant",
  "Alumna, B.Sc. (Computer Science); Software Engineer",
  "Alumnus, B.A.; Police Sub-Inspector",
  "Alumna, M.Sc. Chemistry; Quality Control Analyst",
  "Alumnus, BBA; Entrepreneur",
  "Alumna, B.A. English; School Teacher",
  "Parent of a T.Y.B.Sc. student",
  "Student, T.Y.B.Com.",
  "Alumnus, B.Sc. Physics; Research Scholar",
  "Alumna, BCA; Data Analyst",
] as const;

export const TESTIMONIALS = [
  "The teachers here know every student by name. That personal attention made all the difference for me.",
  "I joined from a small village school and left with the confidence to face any interview.",
  "The library and the reading hall were my second home during the CA preparation years.",
  "NSS camps taught me more about people and patience than any textbook could.",
  "Good teachers, a clean campus and very reasonable fees. We are happy we chose this college for our daughter.",
  "The placement cell trained us for aptitude tests and group discussions, and I was selected in the very first campus drive.",
  "Coming from a farming family, I had never imagined studying chemistry at the postgraduate level. My teachers noticed my interest in the laboratory, guided me through the Avishkar research competition and encouraged me to apply for M.Sc. Today I work in a quality control laboratory, and I still call my professors for advice.",
  "What I value most about the college is the balance between academics and activities. I was in the cultural committee, took part in the youth festival and still scored well in the university examinations, because the faculty were flexible and always available after lectures to clear doubts.",
  "As a first-generation learner, I found the scholarship guidance extremely helpful. The office staff patiently explained every document, and the SC/ST cell followed up with the portal until the amount reached my account. Without that support I might have discontinued my studies after the first year.",
  "The Computer Science department kept its laboratories open on Saturdays, which let us work on projects beyond the syllabus. Our mini project on a library management system was later adopted by the college library itself, and that experience helped me explain real work in my first job interview.",
  "I was a shy student who never spoke in class. The debate club and the department association gave me small responsibilities at first and then larger ones, until I was anchoring the annual gathering in my final year. Those years shaped the person I am today, and I am grateful to every teacher who pushed me forward.",
  "Sports facilities and the support of the Director of Physical Education helped me reach the university kabaddi team. The college adjusted my internal examinations around tournaments so that I never had to choose between the game and my degree.",
] as const;

// ---------------------------------------------------------------------------
// Paragraphs: alternatives per page section, to be picked and filled in.

export const PARAGRAPHS = {
  aboutUs: [
    "{college} was established in {founded} by {society} with the aim of bringing quality higher education within reach of students from {city} and the surrounding rural area. The college is affiliated to {university} and offers undergraduate and postgraduate programmes in Arts, Commerce and Science.",
    "Spread over a green campus of about twenty acres, the college has well-equipped laboratories, a spacious library, a gymkhana and a large playground. More than three thousand students study here every year, a large number of them the first in their families to attend college.",
    "Over the decades the college has grown from a single Arts faculty into a multi-faculty institution. It has been accredited by NAAC and is recognised under Sections 2(f) and 12(B) of the UGC Act. Our alumni serve as teachers, bankers, scientists, officers and entrepreneurs across the state and beyond.",
  ],
  history: [
    "The college began in {founded} in a few rented rooms of a primary school, with sixty-five students and five teachers. The founders were local farmers and teachers who believed that young people of the region should not have to leave home to earn a degree.",
    "The present main building was completed in the early 1980s with contributions from villagers, who gave grain, labour and money. The Science faculty followed a decade later, and the Commerce wing and the library building were added as enrolment grew.",
  ],
  vision: [
    "To be a centre of excellence in higher education that empowers rural youth with knowledge, skills and values for a just and self-reliant society.",
    "To nurture responsible citizens through inclusive, affordable and quality education rooted in Indian values and open to the world.",
    "To make learning a lifelong habit for every student who enters our gates, irrespective of background or circumstance.",
  ],
  mission: [
    "To provide access to higher education for students from rural and economically weaker sections of society.",
    "To promote academic excellence through effective teaching, research and the use of modern technology.",
    "To develop employability and entrepreneurial skills through add-on courses, internships and industry interaction.",
    "To inculcate social responsibility through NSS, NCC and extension activities.",
    "To empower women through education, awareness and equal opportunity.",
    "To conserve the environment and the cultural heritage of Maharashtra.",
  ],
  motto: [
    "Tamaso Ma Jyotirgamaya - Lead us from darkness to light.",
    "Vidya Vinayena Shobhate - Knowledge shines with humility.",
    "Bahujan Hitaya, Bahujan Sukhaya - For the welfare and happiness of the many.",
    "Shiksha, Sanskar, Seva - Education, values and service.",
  ],
  principalMessage: [
    "Dear students, it gives me great pleasure to welcome you to {college}. A college is not only a place to earn a degree; it is where character is formed, friendships are made and the habits of a lifetime take root. I urge you to make full use of our library, laboratories and the many activities the college offers.",
    "Our teachers are committed to your growth, and our doors are always open. Whatever your background, if you work with sincerity and discipline, this college will stand by you. I wish you a fruitful and joyful academic year {year}.",
    "In a changing world, the National Education Policy asks us to think beyond the classroom. We have introduced skill-based courses, internships and research opportunities so that our graduates are ready for employment as well as for higher studies. I invite parents and alumni to join hands with us in this effort.",
  ],
  hodMessage: [
    "Welcome to the Department of {department}. Our department has a tradition of dedicated teaching and close mentoring, and our faculty members are engaged in research and extension work. We encourage students to ask questions, take part in seminars and learn beyond the prescribed syllabus.",
    "The Department of {department} offers a well-balanced curriculum that combines theory with practical work and field visits. Our students have secured university ranks and have gone on to higher studies and careers in industry and public service. I wish every student success in the year ahead.",
  ],
  libraryRules: [
    "The library is open from 8.00 a.m. to 6.00 p.m. on all working days. The reading hall remains open until 8.00 p.m. during the examination period.",
    "Students must show their identity card at the entrance and sign the register. Bags and personal books must be kept at the property counter.",
    "A student may borrow two books at a time for fourteen days. Books not returned on time attract a fine of Rs. 2 per day per book.",
    "Reference books, journals and newspapers are for reading in the library only and may not be taken out.",
    "Silence must be maintained in the library. Mobile phones should be switched off or kept on silent mode.",
    "Marking, tearing or damaging library material is a serious offence; the borrower will have to replace the book or pay its current price.",
    "The No Dues certificate from the library is required before examination forms and leaving certificates are issued.",
  ],
  research: [
    "The college has a Research and Development Cell that encourages faculty and students to take up minor research projects, publish in peer-reviewed journals and present papers at conferences. Several departments are recognised research centres of {university} for the Ph.D. programme.",
    "Every year our students participate in the Avishkar research competition and in inter-university project exhibitions. Seed money is provided for student projects, and a research methodology workshop is held at the beginning of each academic year.",
  ],
  nss: [
    "The National Service Scheme unit of the college has two hundred volunteers. Regular activities include blood donation camps, tree plantation, cleanliness drives and awareness rallies. A seven-day special camp is held every winter in an adopted village, where volunteers build bunds, survey households and conduct health check-ups.",
  ],
  ncc: [
    "The college has an NCC unit attached to the local battalion. Cadets receive drill and weapon training, attend annual training camps and take the B and C certificate examinations. Several of our cadets have gone on to join the armed forces and the police.",
  ],
  sports: [
    "The college has a 400-metre running track, courts for kabaddi, kho-kho, volleyball and basketball, and an indoor hall for table tennis and chess. Our students regularly represent {university} at inter-university tournaments.",
  ],
  placement: [
    "The Training and Placement Cell prepares students for careers through aptitude tests, communication skills training, resume writing workshops and mock interviews. Campus drives are organised with banks, IT companies, manufacturing units and insurance firms in and around {city}.",
  ],
  admissions: [
    "Admissions to first-year programmes are made on merit as per the rules of {university} and the Government of Maharashtra. Reservation is applicable as per government norms. Students must complete online registration and then submit the printed form with attested copies of documents at the college office.",
    "Documents required: mark sheets of the qualifying examination, leaving certificate, caste certificate and non-creamy layer certificate where applicable, Aadhaar card, two passport-size photographs and the migration certificate for students from other boards.",
  ],
  examinations: [
    "University examinations for all undergraduate programmes are conducted semester-wise. Internal assessment carries thirty per cent of the marks and includes unit tests, assignments, seminars and attendance. Students must have at least seventy-five per cent attendance to be eligible for the examination.",
  ],
  scholarships: [
    "Eligible students may apply for Government of India Post-Matric Scholarships, Rajarshi Chhatrapati Shahu Maharaj Shikshan Shulkh Shishyavrutti and other state schemes through the MahaDBT portal. The scholarship section of the office guides students in filling the forms and uploading documents before the deadline.",
  ],
  antiRagging: [
    "Ragging in any form is strictly prohibited on the campus and in the hostels. Any student found guilty will face disciplinary action, including expulsion, as per the UGC Regulations and the Maharashtra Prohibition of Ragging Act, 1999. Complaints may be made to any member of the Anti-Ragging Committee or through the national helpline.",
  ],
  hostel: [
    "Separate hostels for boys and girls are available on the campus with a total capacity of two hundred students. The hostels have a mess, reading room, solar hot water and round-the-clock security. Admission to the hostel is given on the basis of distance from home and academic merit.",
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type ParagraphSection = keyof typeof PARAGRAPHS;
