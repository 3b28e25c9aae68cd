// The demo institutes: complete, deterministic content bundles for two fictional colleges,
// generated in memory (no network, clock or Math.random). Every section comes from
// ./sections; this file holds the two institutes' descriptions and puts the bundles together.
import { BUNDLE_FORMAT, everyTab, type Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import {
  buildActivityCategories,
  buildAdmission,
  buildExamination,
  buildGalleries,
  buildGoverningBodies,
  buildHomeLists,
  buildLibrary,
  buildOtherData,
  buildYears,
} from "./sections/campus.ts";
import { buildCommittee } from "./sections/committee.ts";
import { mediaBytes } from "./media.ts";
import type { MediaRecipe } from "./recipe.ts";
import { Ctx, ImagePool, need, type InstituteSpec } from "./sections/context.ts";
import { buildInstituteAndProfile } from "./sections/landing.ts";
import { buildCustomModules, buildDynamicTabs, buildStudentCorner } from "./sections/modules.ts";
import { buildEvents, buildNotices } from "./sections/news.ts";
import { buildDepartmentActivities, buildPeople, NameDrawer } from "./sections/people.ts";
import { buildQualityDetails } from "./sections/quality.ts";

export interface DemoBundle extends BundleSource {
  slug: string;
}

/** An institute before its media are read: the bundle's JSON and its files as recipes. */
export interface DemoPlan {
  slug: string;
  json: unknown;
  media: Map<string, MediaRecipe>;
}

const ALL_ON = everyTab(true);

export const DEMO_INSTITUTES: readonly InstituteSpec[] = [
  {
    slug: "sahyadri",
    hosts: ["localhost", "sahyadri.localhost"],
    name: "Sahyadri Arts, Science and Commerce College, Pune",
    shortName: "Sahyadri College",
    society: "Sahyadri Shikshan Prasarak Mandal",
    societyShort: "SSPM",
    city: "Pune",
    district: "Pune",
    address: "Sahyadri Nagar, Karve Road, Kothrud, Pune 411038, Maharashtra",
    societyAddress: "Shikshan Bhavan, Tilak Road, Sadashiv Peth, Pune 411030",
    university: "Savitribai Phule Pune University",
    universityShort: "SPPU",
    universityUrl: "https://www.unipune.ac.in",
    founded: 1968,
    societyFounded: 1956,
    domain: "sahyadri-college.example.in",
    landline: "+91 20 2567",
    naacGrade: "A",
    naacCgpa: "3.21",
    naacCycle: 4,
    motto: "Tamaso Ma Jyotirgamaya - Lead us from darkness to light.",
    colorTheme: "#1a5fb4",
    social: true,
    tabToggle: ALL_ON,
    departments: [
      { name: "Physics", type: "Science", faculty: 7, labStaff: 2 },
      { name: "Chemistry", type: "Science", faculty: 8, labStaff: 2 },
      { name: "Mathematics", type: "Science", faculty: 7, labStaff: 0 },
      { name: "Botany", type: "Science", faculty: 6, labStaff: 1 },
      { name: "Zoology", type: "Science", faculty: 6, labStaff: 1 },
      { name: "Computer Science", type: "Science", faculty: 8, labStaff: 1 },
      { name: "Commerce", type: "Commerce", faculty: 9, labStaff: 0 },
      { name: "Economics", type: "Commerce", faculty: 6, labStaff: 0 },
      { name: "English", type: "Arts", faculty: 6, labStaff: 0 },
      { name: "Marathi", type: "Arts", faculty: 6, labStaff: 0 },
      { name: "History", type: "Arts", faculty: 4, labStaff: 0 },
      { name: "Geography", type: "Arts", faculty: 4, labStaff: 1 },
      { name: "Physical Education", type: null, faculty: 2, labStaff: 0 },
      { name: "Library and Information Science", type: null, faculty: 2, labStaff: 0 },
      { name: "BBA", type: null, faculty: 4, labStaff: 0, mou: true },
    ],
    villages: ["Velhe", "Khed", "Ambegaon", "Pimpalgaon"],
    principal: { first: "Shrikant", middle: "Vasant", last: "Kulkarni" },
    founder: "Late Shri Dattatray Keshav Gokhale",
    howToReach:
      "The college is on Karve Road in Kothrud, 6 km from Pune Railway Station and 1 km from the Vanaz Metro Station. PMPML buses 82, 83 and 94 stop at Sahyadri Nagar. Pune Airport is 16 km away.",
  },
  {
    slug: "krishna",
    hosts: ["krishna.localhost"],
    name: "Krishna Valley College of Science and Commerce, Sangli",
    shortName: "Krishna Valley College",
    society: "Krishna Valley Shikshan Mandal",
    societyShort: "KVSM",
    city: "Sangli",
    district: "Sangli",
    address: "Vishrambag, Miraj Road, Sangli 416415, Maharashtra",
    societyAddress: "Krishna Bhavan, Station Road, Sangli 416416",
    university: "Shivaji University, Kolhapur",
    universityShort: "Shivaji University",
    universityUrl: "https://www.unishivaji.ac.in",
    founded: 1972,
    societyFounded: 1961,
    domain: "krishna-valley-college.example.in",
    landline: "+91 233 260",
    naacGrade: "B++",
    naacCgpa: "2.94",
    naacCycle: 3,
    motto: "Vidya Vinayena Shobhate - Knowledge shines with humility.",
    social: false,
    tabToggle: { ...ALL_ON, rnd: false, library: false, iqac: false },
    // Issue 24: one demo institute speaks Marathi at its plain addresses, English and Hindi
    // under /en and /hi; the other speaks English by default.
    languages: { default: "mr", offered: ["mr", "en", "hi"] },
    departments: [
      { name: "Physics", type: "Science", faculty: 7, labStaff: 2 },
      { name: "Chemistry", type: "Science", faculty: 8, labStaff: 2 },
      { name: "Microbiology", type: "Science", faculty: 6, labStaff: 2 },
      { name: "Statistics", type: "Science", faculty: 6, labStaff: 0 },
      { name: "Electronics", type: "Science", faculty: 6, labStaff: 1 },
      { name: "Computer Science", type: "Science", faculty: 8, labStaff: 1 },
      { name: "Commerce", type: "Commerce", faculty: 10, labStaff: 0 },
      { name: "Accountancy", type: "Commerce", faculty: 7, labStaff: 0 },
      { name: "Economics", type: "Commerce", faculty: 6, labStaff: 0 },
      { name: "English", type: "Languages", faculty: 6, labStaff: 0 },
      { name: "Hindi", type: "Languages", faculty: 4, labStaff: 0 },
      { name: "Physical Education", type: null, faculty: 3, labStaff: 0 },
      { name: "Library and Information Science", type: null, faculty: 2, labStaff: 0 },
      { name: "BCA", type: null, faculty: 5, labStaff: 1 },
    ],
    villages: ["Kasarwadi", "Borgaon", "Wadgaon", "Nimgaon"],
    principal: { first: "Suresh", middle: "Pandurang", last: "Salunkhe" },
    founder: "Late Shri Balasaheb Ganpatrao Patil",
    howToReach:
      "The college is on Miraj Road at Vishrambag, 3 km from Sangli Bus Stand and 5 km from Miraj Junction railway station. City buses to Vishrambag stop at the main gate. Kolhapur Airport is 55 km away.",
  },
];

function institute(spec: InstituteSpec, pool: ImagePool): DemoPlan {
  const ctx = new Ctx(spec, pool);
  const names = new NameDrawer(ctx.rnd("names"));
  const instituteId = ctx.id("institute");
  const landingControlId = ctx.id("landing-control");
  const academic_years = buildYears(ctx);
  const years = new Map(academic_years.map((y) => [y.batchName, y._id]));
  const people = buildPeople(ctx, names);
  const quality = buildQualityDetails(ctx);
  const committee = buildCommittee(ctx, people, { iqac: quality.iqac._id, naac: quality.naac._id });
  const admission = buildAdmission(ctx, people);
  const library = buildLibrary(ctx, people);
  const ids = {
    institute: instituteId,
    landingControl: landingControlId,
    committee: committee._id,
    eventManager: ctx.id("event-manager"),
    admission: admission.dashboard._id,
    library: library._id,
  };
  const bodies = buildGoverningBodies(ctx, people, names);
  const { institute, profile } = buildInstituteAndProfile(
    ctx,
    ids,
    people,
    names,
    bodies.governing,
  );

  const bundle: Bundle = {
    format: BUNDLE_FORMAT,
    hosts: spec.hosts,
    institute,
    profile,
    staff: people.staff,
    notices: buildNotices(ctx),
    events: buildEvents(ctx),
    admission,
    library,
    departments: people.departments,
    department_activities: buildDepartmentActivities(ctx, people, years),
    committee,
    quality_details: [quality.iqac, quality.naac],
    student_corner: buildStudentCorner(ctx),
    dynamic_tabs: buildDynamicTabs(ctx),
    custom_modules: buildCustomModules(ctx),
    academic_years,
    ...buildGalleries(ctx, years),
    governing_body: bodies.governing,
    society_governing_body: bodies.society,
    other_data: buildOtherData(ctx, people, ids.institute),
    examination: buildExamination(ctx, ids.landingControl),
    activity_categories: buildActivityCategories(ctx),
    ...buildHomeLists(ctx, people),
    ...(spec.languages ? { languages: spec.languages } : {}),
  };
  // A JSON round trip leaves plain data only, exactly as bundle.json would hold it.
  const json: unknown = JSON.parse(JSON.stringify(bundle));
  const media = new Map([...ctx.media.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { slug: spec.slug, json, media };
}

/** The demo institutes with their media as recipes (what the build renders). */
export function demoPlans(): DemoPlan[] {
  const pool = new ImagePool();
  return DEMO_INSTITUTES.map((spec) => institute(spec, pool));
}

/** The demo institutes, the first served on localhost. Identical on every call. */
export async function demoBundles(): Promise<DemoBundle[]> {
  const plans = demoPlans();
  const keyed = new Map(
    plans.flatMap((plan, i) => [...plan.media].map(([key, recipe]) => [`${i}:${key}`, recipe])),
  );
  const bytes = await mediaBytes(keyed);
  return plans.map((plan, i) => ({
    slug: plan.slug,
    json: plan.json,
    media: new Map([...plan.media.keys()].map((key) => [key, need(bytes, `${i}:${key}`)])),
  }));
}
