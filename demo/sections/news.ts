// Notices and events.
import type { Bundle } from "#contract/index.ts";
import {
  CLASSES,
  COMMITTEES,
  COMPANIES,
  DEPARTMENTS,
  EVENT_NAME_TEMPLATES,
  GUEST_AFFILIATIONS,
  GUEST_NAMES,
  HOLIDAYS,
  MONTHS,
  NOTICE_TITLE_TEMPLATES,
  PLACES,
  PROGRAMMES,
  SEMESTERS,
  SEMINAR_TOPICS,
} from "../corpus.ts";
import { pick, type Random } from "../random.ts";
import {
  academicYearOf,
  at,
  daysBefore,
  esc,
  linkP,
  longDate,
  p,
  pad,
  strongP,
  ul,
  type Ctx,
} from "./context.ts";
import { groupLabel } from "./people.ts";

export type Notice = Bundle["notices"][number];
export type Event = Bundle["events"][number];
type FileItem = Event["attendance"][number];

const NOTICE_COUNT = 64;
const EVENT_COUNT = 18;

function templateVars(ctx: Ctx, rnd: Random, iso: string): Record<string, string> {
  const later = new Date(iso);
  later.setUTCDate(later.getUTCDate() + 7 + Math.floor(rnd() * 14));
  return {
    programme: pick(rnd, PROGRAMMES.slice(0, 6)),
    class: pick(rnd, CLASSES),
    semester: pick(rnd, SEMESTERS),
    month: MONTHS[later.getUTCMonth()] ?? "March",
    calendarYear: String(later.getUTCFullYear()),
    year: academicYearOf(iso),
    date: longDate(later.toISOString()),
    village: pick(rnd, ctx.spec.villages),
    holiday: pick(rnd, HOLIDAYS),
    topic: pick(rnd, SEMINAR_TOPICS),
    guest: pick(rnd, GUEST_NAMES),
    company: pick(rnd, COMPANIES),
    committee: pick(rnd, COMMITTEES).name,
    department: pick(
      rnd,
      ctx.spec.departments.map((x) => x.name).filter((n) => DEPARTMENTS.some((c) => c === n)),
    ),
    place: pick(rnd, PLACES),
  };
}

type NoticeKind =
  | "exam"
  | "admission"
  | "scholarship"
  | "fees"
  | "holiday"
  | "academic"
  | "activity"
  | "meeting"
  | "placement"
  | "recruitment"
  | "general";

function kindOf(title: string): NoticeKind {
  const t = title.toLowerCase();
  if (/exam|time table|result|practical/.test(t)) return "exam";
  if (/admission|merit/.test(t)) return "admission";
  if (/scholarship|freeship/.test(t)) return "scholarship";
  if (/fee/.test(t)) return "fees";
  if (/holiday|celebration|suspension/.test(t)) return "holiday";
  if (/walk-in/.test(t)) return "recruitment";
  if (/placement|aptitude/.test(t)) return "placement";
  if (/workshop|seminar|lecture/.test(t)) return "academic";
  if (/nss|ncc|trials/.test(t)) return "activity";
  if (/meeting|orientation|identity card/.test(t)) return "meeting";
  return "general";
}

function noticeBody(ctx: Ctx, title: string, vars: Record<string, string>): string {
  const s = ctx.spec;
  const sign = p(`By order of the Principal, ${s.name}.`);
  switch (kindOf(title)) {
    case "exam":
      return (
        p(
          `All students are hereby informed that the schedule for "${title}" has been published. Students must verify their seat numbers and report to the examination hall thirty minutes before the paper begins.`,
        ) +
        ul([
          "Carry the college identity card and the university hall ticket to every paper.",
          "Mobile phones, smart watches and programmable calculators are not allowed in the examination hall.",
          "Students with a backlog must collect their hall tickets from the examination section.",
        ]) +
        strongP(
          "Note:",
          "Any change in the schedule will be announced on this website and on the notice board.",
        ) +
        linkP(
          "Students may check the university circulars on",
          s.universityUrl,
          `the ${s.universityShort} website`,
        ) +
        sign
      );
    case "admission":
      return (
        p(
          `Admissions for the academic year ${vars.year ?? "2025-26"} will be made strictly on merit as per the rules of ${s.university} and the Government of Maharashtra.`,
        ) +
        ul([
          "Complete the online registration and keep the application number ready.",
          "Submit the printed form with self-attested copies of mark sheets, leaving certificate and caste certificate (if applicable).",
          "Pay the fees online within three days of confirmation of admission.",
        ]) +
        strongP(
          "Important:",
          "Incomplete forms will not be accepted. Reservation is applicable as per Government norms.",
        ) +
        linkP("Apply online through", ctx.url("/admission"), "the admission portal") +
        sign
      );
    case "scholarship":
      return (
        p(
          "Students belonging to SC, ST, VJ/NT, OBC, SBC and EWS categories who are eligible for Government of India Post-Matric Scholarship or State Government Freeship are informed to apply online.",
        ) +
        ul([
          "Aadhaar-seeded bank account in the student's own name",
          "Income certificate of the current financial year",
          "Caste certificate and caste validity (where applicable)",
          "Previous year mark sheet and fee receipt",
        ]) +
        strongP("Last date:", `${vars.date ?? ""}. Late applications will not be forwarded.`) +
        linkP("Apply on", "https://mahadbt.maharashtra.gov.in", "the MahaDBT portal") +
        sign
      );
    case "fees":
      return (
        p(
          "Students are informed that the fees for the current academic year are to be paid as per the schedule below. The fee may be paid online or at the college cash counter between 10.30 a.m. and 3.00 p.m.",
        ) +
        ul([
          `First instalment: at the time of admission`,
          `Second instalment: on or before ${vars.date ?? ""}`,
          "Late fee of Rs. 100 per week after the due date",
        ]) +
        strongP(
          "Note:",
          "Students eligible for scholarship must pay the non-refundable portion of the fees.",
        ) +
        sign
      );
    case "holiday":
      return (
        p(
          `The college will remain closed as notified. Lectures and practicals scheduled on that day will be rearranged; departments will inform students of the revised schedule.`,
        ) +
        p(
          "The office and library will function as usual unless otherwise notified. NSS volunteers and NCC cadets are requested to attend the flag ceremony where applicable.",
        ) +
        sign
      );
    case "placement":
      return (
        p(
          `The Training and Placement Cell is pleased to announce "${title}". Final year students of all faculties with no live backlog are eligible.`,
        ) +
        ul([
          "Register with the Placement Cell before the last date.",
          "Bring three copies of your resume, passport-size photographs and mark sheets.",
          "Formal dress is compulsory.",
        ]) +
        strongP("Venue:", `${vars.place ?? "Seminar Hall"}, ${s.shortName}.`) +
        sign
      );
    case "recruitment":
      return (
        p(
          `Applications are invited from eligible candidates for the posts mentioned in "${title}" for the academic year ${vars.year ?? "2025-26"}, on a clock hour basis.`,
        ) +
        ul([
          `Qualification: Master's degree with at least 55 per cent marks and NET/SET/Ph.D. as per UGC and ${s.universityShort} norms.`,
          "Bring the original certificates, one set of attested copies and a recent photograph.",
          "Candidates already serving elsewhere must produce a no-objection certificate.",
        ]) +
        strongP("Venue:", `Principal's Office, ${s.shortName}, 11.00 a.m.`) +
        sign
      );
    case "activity":
      return (
        p(
          `Students interested in "${title}" should give their names to the teacher in charge. Selection will be made on the basis of fitness, discipline and past participation.`,
        ) +
        ul([
          "Bring the college identity card and two passport-size photographs.",
          "Wear sports dress or uniform as instructed.",
          "Parents' consent letter is required for camps held outside the campus.",
        ]) +
        strongP("Reporting place:", `${vars.place ?? "Gymkhana"}, 8.00 a.m.`) +
        sign
      );
    case "meeting":
      return (
        p(
          `This is to inform all concerned that "${title}" has been scheduled. Attendance is compulsory for the students and members concerned.`,
        ) +
        ul([
          `Venue: ${vars.place ?? "Conference Room"}`,
          "Time: 11.00 a.m.",
          "Class teachers will share the agenda in advance.",
        ]) +
        sign
      );
    case "academic":
      return (
        p(
          `The college has organised "${title}". All students and teachers are invited to participate; the programme is open to students of neighbouring colleges as well.`,
        ) +
        ul([
          `Venue: ${vars.place ?? "Seminar Hall"}`,
          "Time: 10.30 a.m. onwards",
          "Certificates will be issued to all registered participants.",
        ]) +
        linkP("Register online at", ctx.url("/events/register"), "the college website") +
        sign
      );
    default:
      return (
        p(
          `This is to inform all concerned about "${title}". Students are requested to read the enclosed circular carefully and follow the instructions.`,
        ) +
        p(
          `For any difficulty, contact the college office between 10.30 a.m. and 5.00 p.m. or write to ${ctx.email("office")}.`,
        ) +
        sign
      );
  }
}

export function buildNotices(ctx: Ctx): Notice[] {
  const rnd = ctx.rnd("notices");
  const out: Notice[] = [];
  const newest = at(2026, 6, 12, 9, 30);
  for (let i = 0; i < NOTICE_COUNT; i++) {
    const createdAt = daysBefore(newest, i * 11 + (i % 3), 9 + (i % 7), (i * 13) % 60);
    const vars = templateVars(ctx, rnd, createdAt);
    const template = NOTICE_TITLE_TEMPLATES[(i * 7) % NOTICE_TITLE_TEMPLATES.length] ?? "Notice";
    const title = ctx.fill(template, vars);
    const seed = `notice:${i}`;
    const base = `notices/n${pad(i + 1)}`;
    const docs: Notice["announcementDocument"] = [];
    const doc = (name: string, key: string, type: string): void => {
      docs.push({
        _id: ctx.id(`${seed}:doc:${docs.length}`),
        documentName: name,
        documentKey: key,
        documentType: type,
      });
    };
    if (i % 6 !== 5) {
      doc(
        `Circular - ${title}`,
        ctx.pdf(`${base}-circular`, title, [
          `Ref. No.: ${ctx.spec.slug.toUpperCase()}/ADM/${createdAt.slice(0, 4)}/${pad(i + 101, 3)}`,
          `Date: ${longDate(createdAt)}`,
          "",
          "NOTICE",
          `All students and staff are hereby informed about "${title}".`,
          "Please read the instructions carefully and contact the office in case of any difficulty.",
          "",
          "Principal",
        ]),
        "application/pdf",
      );
    }
    if (i % 3 === 1) doc("Notice Board Copy", ctx.photo(i), "image/png");
    if (i % 4 === 2) {
      doc(
        "Application Form",
        ctx.pdf(`${base}-form`, `Application Form: ${title}`, [
          "Name of the student: ____________________",
          "Class and roll number: ____________________",
          "Mobile number: ____________________",
          "Signature of the student: ____________________",
        ]),
        "application/pdf",
      );
    }
    if (i % 5 === 3) {
      doc("Photograph 1", ctx.photo(i + 7), "image/png");
      doc("Photograph 2", ctx.photo(i + 11), "image/png");
    }
    out.push({
      _id: ctx.id(seed),
      insAnnTitle: title,
      insAnnDescription: noticeBody(ctx, title, vars),
      createdAt,
      announcementDocument: docs,
    });
  }
  return out;
}

// ── events ──────────────────────────────────────────────────────────────────────────────

export function buildEvents(ctx: Ctx): Event[] {
  const rnd = ctx.rnd("events");
  const out: Event[] = [];
  const used = new Set<string>();
  for (let i = 0; i < EVENT_COUNT; i++) {
    // About five weeks apart, from July 2024 to April 2026; every month differs.
    const date = at(
      2024,
      7 + Math.floor((i * 23) / 18),
      4 + ((i * 5) % 22),
      10 + (i % 4),
      (i * 11) % 60,
    );
    const vars = templateVars(ctx, rnd, date);
    vars.calendarYear = date.slice(0, 4);
    let template = EVENT_NAME_TEMPLATES[(i * 5) % EVENT_NAME_TEMPLATES.length] ?? "Event";
    let name = ctx.fill(template, vars);
    for (let k = 1; used.has(name); k++) {
      template = EVENT_NAME_TEMPLATES[(i * 5 + k) % EVENT_NAME_TEMPLATES.length] ?? "Event";
      name = ctx.fill(template, vars);
    }
    used.add(name);
    const guest = `${GUEST_NAMES[i % GUEST_NAMES.length] ?? ""}, ${GUEST_AFFILIATIONS[i % GUEST_AFFILIATIONS.length] ?? ""}`;
    const place = name.includes("Camp")
      ? `${vars.village ?? ""} (NSS adopted village)`
      : (PLACES[(i * 3) % PLACES.length] ?? "Auditorium");
    const seed = `event:${i}`;
    const base = `events/e${pad(i + 1)}`;
    let fileIndex = 0;
    const files = (group: string, pdfs: number, images: number): FileItem[] => {
      const items: FileItem[] = [];
      for (let j = 0; j < pdfs + images; j++) {
        const image = j >= pdfs;
        items.push({
          _id: ctx.id(`${seed}:${group}:${j}`),
          name: image
            ? `${name} - Photo ${j - pdfs + 1}`
            : `${groupLabel(group)}${pdfs > 1 ? ` ${j + 1}` : ""}`,
          attach: image
            ? ctx.photo(i * 3 + fileIndex++)
            : ctx.pdf(`${base}-${group}-${j + 1}`, `${name}: ${groupLabel(group)}`, [
                `Event: ${name}`,
                `Date: ${longDate(date)}`,
                `Venue: ${place}`,
                `Chief guest: ${guest}`,
              ]),
        });
      }
      return items;
    };
    out.push({
      _id: ctx.id(seed),
      event_name: name,
      event_date: date,
      event_guest: guest,
      event_place: place,
      event_description:
        p(
          `${ctx.spec.name} organised "${name}" on ${longDate(date)} at the ${place}. The programme was inaugurated by ${guest}, who addressed students on the importance of curiosity, discipline and service to society.`,
        ) +
        `<p><strong>Highlights of the programme:</strong></p>` +
        ul([
          `More than ${120 + ((i * 37) % 300)} students and ${8 + (i % 12)} teachers took part.`,
          "Welcome and introduction by the Principal; vote of thanks by the student coordinator.",
          "Photographs, the attendance sheet and the report are attached below.",
        ]) +
        `<p>Coordinated by the ${esc(pick(rnd, COMMITTEES).name)}. For details write to <a href="mailto:${esc(ctx.email("events"))}">${esc(ctx.email("events"))}</a>.</p>`,
      event_banner: ctx.photo(i + 2),
      attendance: files("attendance", 1, i % 2),
      notice: files("notice", 1, 1),
      permission_letter: files("permission_letter", 1 + (i % 2), 0),
      report: files("report", 1, 2),
      other: files("other", i % 3 === 0 ? 1 : 0, 2),
    });
  }
  return out;
}
