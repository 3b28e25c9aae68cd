// The inner screens in Hindi and Marathi (issue 24): the tabs of every section, the banners'
// titles, headings, empty states and buttons the site writes are in the page's language, and
// the English page keeps its English words.
import { describe, expect, it } from "vitest";
import { demoJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";

const json = demoJson(0);
const host = json.hosts[0]!;
const department = json.departments[0]!;
const event = json.events[0]!;
const onedepartment = `/onedepartment/${department._id}?q=${encodeURIComponent(department.dName)}`;

/** The page's markup without its scripts: what the visitor reads, not the data it carries. */
const markup = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

describe("the inner screens' words in the page's language", () => {
  const running = demoServer();
  const page = async (path: string) => {
    const reply = await running.get(path, { host });
    expect(reply.status, path).toBe(200);
    return markup(reply.text);
  };

  /** Each path's page holds every one of its words, as a tab, a title or a text (`>word<`). */
  const cases: [path: string, words: string[], english: string[]][] = [
    [
      "/hi/institute",
      ["हमारा महाविद्यालय", "हमारे बारे में", "दृष्टि, लक्ष्य और ध्येय-वाक्य", "प्राचार्य का संदेश"],
      ["Our College", "About Us", "Principal's Message", "Principal&#x27;s Message"],
    ],
    [
      "/mr/institute",
      ["आमचे महाविद्यालय", "आमच्याविषयी", "आदर्श आचारसंहिता"],
      ["Our College", "About Us", "Model Code of Conduct"],
    ],
    ["/hi/institute/vision-mission", ["दृष्टि", "लक्ष्य", "ध्येय-वाक्य"], ["Vision", "Mission"]],
    [
      "/mr/institute/faculties",
      ["प्राध्यापकवर्ग", "अध्यापन कर्मचारी", "शिक्षकेतर कर्मचारी", "कनिष्ठ महाविद्यालय", "सर्व"],
      ["Faculties", "Teaching Staff", "Junior College"],
    ],
    [
      "/hi/examination",
      ["परीक्षा", "समय-सारणी", "बैठक व्यवस्था", "परिणाम"],
      ["Examination", "Time-Tables", "Results"],
    ],
    [
      "/mr/infrastructure",
      ["पायाभूत सुविधा", "ग्रंथालय", "वनस्पती उद्यान", "महिला विश्रांती कक्ष"],
      ["Infrastructure", "Botanical Garden"],
    ],
    [
      "/hi/student/zone",
      ["विद्यार्थी क्षेत्र", "विद्यार्थी परिषद", "छात्रवृत्तियाँ", "पूर्व विद्यार्थी संघ"],
      ["Student's Zone", "Student&#x27;s Council", "Scholarships"],
    ],
    [
      "/mr/admission/document",
      ["प्रवेश", "परिचय", "कागदपत्रांची यादी", "ऑनलाइन अर्ज", "जोडपत्र पाहा"],
      ["Document Checklist", "View Attachment", "Online Application"],
    ],
    [
      "/hi/admission/process",
      ["प्रवेश प्रक्रिया", "QR कोड स्कैन करें", "अंग्रेज़ी", "हिन्दी", "मराठी"],
      ["Scan QR-Code", "Admission Process"],
    ],
    ["/hi/department", ["विभाग", "सभी विभाग"], ["Departments", "All Departments"]],
    [
      `/mr${onedepartment}`,
      ["परिचय", "दृष्टी आणि ध्येय", "विभागप्रमुखांचा संदेश", "अभ्यासक्रम", "उपक्रम", "संपर्क"],
      ["HOD Message", "Student Achievements", "Vision and Mission"],
    ],
    // The tabs of other screens' sections are said here too.
    [
      "/hi/society",
      ["संस्था के बारे में", "संस्थापक का संदेश", "संस्था का शासी निकाय"],
      ["About the Society", "Founder Message"],
    ],
    [
      `/mr/one/event/${event._id}/detail/attendance`,
      ["उपस्थिती", "सूचना", "परवानगी पत्र", "उपक्रम अहवाल", "इतर"],
      ["Attendance", "Permission Letter", "Activity Report"],
    ],
  ];

  it.each(cases)("%s says its words in its language", async (path, words, english) => {
    const html = await page(path);
    for (const word of words) expect(html, `${path}: ${word}`).toContain(`>${word}<`);
    // The menus and the content may name things so; the screen's own part may not.
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    expect(main).not.toBe("");
    for (const word of english) expect(main, `${path}: ${word}`).not.toContain(`>${word}<`);
  });

  it("keeps the English words on the English pages", async () => {
    const institute = await page("/institute");
    for (const word of ["Our College", "About Us", "Vision, Mission &amp; Motto"]) {
      expect(institute).toContain(`>${word}<`);
    }
    const exams = await page("/examination");
    for (const word of ["Examination", "Time-Tables", "Seating Arrangement"]) {
      expect(exams).toContain(`>${word}<`);
    }
    expect(await page(onedepartment)).toContain(">HOD Message<");
  });
});
