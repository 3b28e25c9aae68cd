// The department screens over real HTTP on every store (spec 2.15, 5): every department by
// type, a type's departments, each tab of a department with its content, laboratory and MoU
// only where there is content, the activity search as an address, an activity's files with
// chips and the 70-character banner cut, hostile content as text, an institute without
// departments, and 404s inside the frame for anything that is not this institute's.
import { describe, expect, it } from "vitest";
import type { Bundle } from "#contract/index.ts";
import { DEPARTMENT_TABS } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { demo, demoJson, syntheticId, withJson } from "#test/support/bundles.ts";
import { textOf } from "#test/support/html.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";

type Department = Bundle["departments"][number];
type Activity = Bundle["department_activities"][number];

const LONG_NAME =
  "Two-Day National Seminar on Sustainable Development Goals and the Role of Higher Education Institutions";
const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

/** Every href of a page's main part (not its menus), entities decoded. */
function hrefsOf(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
}

/** The first demo institute, with MoU entries, a long activity name and a hostile department. */
function sahyadri(): Bundle {
  const json = demoJson(0);
  const withoutType = json.departments.find((d) => d.department_type === null);
  if (!withoutType) throw new Error("the demo has no department without a type");
  withoutType.mou_collaboration = [
    {
      _id: syntheticId(1),
      title: "MoU with the District Sports Council",
      description: "<p>Coaching camps for students every summer.</p>",
    },
  ];
  const activity = json.department_activities[0];
  if (!activity) throw new Error("the demo has no department activity");
  activity.activity_name = LONG_NAME;
  const hostile: Department = {
    ...withoutType,
    _id: syntheticId(2),
    dName: `Hostile ${PAYLOAD}`,
    sub_head_title: `About ${PAYLOAD}`,
    sub_head_body: `<p>Body</p>${PAYLOAD}`,
    department_hod_message: PAYLOAD,
    po_pso: [],
    syllabus: [],
    student_achievements: [],
    department_contact: [],
    mou_collaboration: [],
  };
  delete hostile.sub_heading_image;
  json.departments.push(hostile);
  json.department_activities.push({
    ...activity,
    _id: syntheticId(3),
    activity_name: `Activity ${PAYLOAD}`,
    activity_department: { _id: hostile._id, dName: hostile.dName },
    other: [{ _id: syntheticId(4), name: `File ${PAYLOAD}`, attach: activity.other[0]!.attach }],
  });
  return json;
}

const path = (d: { _id: string; dName: string }, tab?: string) =>
  `/onedepartment/${d._id}${tab ? `/tab/${tab}` : ""}?${new URLSearchParams({ q: d.dName })}`;
const activityPath = (a: Activity, tab?: string) =>
  `/one/${a.activity_department._id}/activity/${a._id}${tab ? `/${tab}` : ""}?${new URLSearchParams({ q: a.activity_department.dName })}`;

describe.each(backends)("the department screens ($name)", (backend) => {
  const json = sahyadri();
  const other = demoJson(1);
  const empty = minimalTenant(5);
  const host = json.hosts[0] ?? "";
  const page = (at: string, on = host) => running.get(at, { host: on });

  const running = storeServer([withJson(0, json), demo(1), empty], {}, backend);

  it("lists every department grouped by type, and each type's own departments", async () => {
    const index = await page("/department");
    expect(index.status).toBe(200);
    const hrefs = hrefsOf(index.text);
    const types = [...new Set(json.departments.map((d) => d.department_type))];
    for (const type of types.filter((t) => t !== null)) {
      expect(hrefs).toContain(`/department/type/${encodeURIComponent(type)}`);
      const typePage = await page(`/department/type/${encodeURIComponent(type)}`);
      expect(typePage.status).toBe(200);
      const listed = hrefsOf(typePage.text).filter((h) => h.startsWith("/onedepartment/"));
      expect(new Set(listed)).toEqual(
        new Set(json.departments.filter((d) => d.department_type === type).map((d) => path(d))),
      );
    }
    for (const d of json.departments) expect(hrefs).toContain(path(d));
    expect(textOf(index.text)).toContain("Other Departments");
  });

  it("shows each tab's content, and laboratory and MoU only where there is some", async () => {
    const science = json.departments.find((d) => (d.laboratory ?? []).length > 0);
    const plain = json.departments.find(
      (d) => !d.laboratory?.length && !d.mou_collaboration?.length && d.department_contact.length,
    );
    const withMou = json.departments.find((d) => (d.mou_collaboration ?? []).length > 0);
    if (!science || !plain || !withMou) throw new Error("the fixture lacks a kind of department");
    const tabsOf = (html: string, d: Department) =>
      DEPARTMENT_TABS.filter((tab) => hrefsOf(html).includes(path(d, tab.slug))).map((t) => t.slug);
    const plainIndex = await page(path(plain));
    expect(plainIndex.status).toBe(200);
    expect(tabsOf(plainIndex.text, plain)).toEqual(
      DEPARTMENT_TABS.map((t) => t.slug).filter(
        (slug) => slug !== "laboratory" && slug !== "mou-collabration",
      ),
    );
    expect(tabsOf((await page(path(science))).text, science)).toContain("laboratory");
    expect(tabsOf((await page(path(withMou))).text, withMou)).toContain("mou-collabration");
    for (const tab of ["laboratory", "mou-collabration"]) {
      expect((await page(path(plain, tab))).status).toBe(404);
    }

    const staff = json.staff.filter((s) => s.staff_department?._id === plain._id);
    const activities = json.department_activities.filter(
      (a) => a.activity_department._id === plain._id,
    );
    const expected: Record<string, string[]> = {
      about: [plain.sub_head_title],
      "vision-mission": ["Vision", "Mission"],
      "po-pso": plain.po_pso.map((p) => p.title),
      message: ["Welcome to the Department"],
      faculty: staff.map((s) => s.staffLastName),
      syllabus: plain.syllabus.map((s) => s.name),
      achievement: plain.student_achievements.map((a) => a.title),
      activity: activities.map((a) => a.activity_name),
      contact: plain.department_contact.map((c) => c.contact_person_name),
    };
    for (const [tab, texts] of Object.entries(expected)) {
      const reply = await page(path(plain, tab));
      expect(reply.status, tab).toBe(200);
      const text = textOf(reply.text);
      expect(text).toContain(plain.dName);
      for (const shown of texts) expect(text, `${tab}: ${shown}`).toContain(shown);
    }
    expect(textOf((await page(path(science, "laboratory"))).text)).toContain(
      science.laboratory?.[0]?.sub_head_title,
    );
    expect(textOf((await page(path(withMou, "mou-collabration"))).text)).toContain(
      "MoU with the District Sports Council",
    );
  });

  it("searches a department's activities by name, case-insensitively, as an address", async () => {
    const d = json.departments.find(
      (dep) =>
        json.department_activities.filter((a) => a.activity_department._id === dep._id).length > 1,
    )!;
    const activities = json.department_activities.filter(
      (a) => a.activity_department._id === d._id,
    );
    const target = activities[1]!;
    const word = target.activity_name.split(" ").at(-1)!.toUpperCase();
    const matching = activities.filter((a) =>
      a.activity_name.toLowerCase().includes(word.toLowerCase()),
    );
    const reply = await page(`${path(d, "activity")}&search=${encodeURIComponent(word)}`);
    expect(reply.status).toBe(200);
    const links = hrefsOf(reply.text).filter((h) => h.startsWith("/one/"));
    expect(new Set(links)).toEqual(new Set(matching.map((a) => activityPath(a))));
    // The form keeps the department's name and the search in the address.
    expect(reply.text).toMatch(/<input type="hidden" name="q" value="[^"]+"/);
    expect(reply.text).toContain(`name="search"`);
    const none = await page(`${path(d, "activity")}&search=no-such-activity-anywhere`);
    expect(hrefsOf(none.text).filter((h) => h.startsWith("/one/"))).toEqual([]);
    expect(textOf(none.text)).toContain(`0 of ${activities.length} match`);
  });

  it("shows an activity's files by tab, with chips, pictures and cards, and cuts its title", async () => {
    const activity = json.department_activities.find((a) => a.activity_name === LONG_NAME)!;
    const index = await page(activityPath(activity));
    expect(index.status).toBe(200);
    expect(index.text).toContain(`${LONG_NAME.slice(0, 70).trimEnd()}…`);
    expect(textOf(index.text)).toContain(LONG_NAME);
    for (const file of activity.attendance) expect(textOf(index.text)).toContain(file.name);

    const other = await page(activityPath(activity, "other"));
    expect(other.status).toBe(200);
    expect(other.text).toContain('aria-label="Pictures"');
    const report = await page(activityPath(activity, "activity-report"));
    expect(report.text).toContain("View Detail");
    // With a chip, every file still has its chip, and only the chosen one is shown as well.
    const times = (html: string, name: string) => textOf(html).split(name).length - 1;
    for (const chosen of activity.activity_report) {
      const chip = await page(`${activityPath(activity, "activity-report")}&chip=${chosen._id}`);
      expect(chip.status).toBe(200);
      for (const file of activity.activity_report) {
        const all = times(report.text, file.name);
        expect(times(chip.text, file.name), file.name).toBe(file === chosen ? all : 1);
        expect(hrefsOf(chip.text)).toContain(
          `${activityPath(activity, "activity-report")}&chip=${file._id}`,
        );
      }
    }
  });

  it("names every staff member of an activity", async () => {
    const activity = json.department_activities.find((a) => a.activity_staff.length > 1);
    if (!activity) throw new Error("the demo has no activity with several staff");
    const text = textOf((await page(activityPath(activity))).text);
    const names = activity.activity_staff.map((named) => {
      const s = json.staff.find((member) => member._id === named._id);
      return [s?.staffFirstName, s?.staffMiddleName, s?.staffLastName].filter(Boolean).join(" ");
    });
    expect(text).toContain(`Staff ${names.join(", ")}`);
  });

  it("shows hostile department content as text", async () => {
    const hostile = json.departments.find((d) => d.dName.startsWith("Hostile"))!;
    const activity = json.department_activities.find(
      (a) => a.activity_department._id === hostile._id,
    )!;
    for (const at of [
      "/department",
      path(hostile),
      path(hostile, "message"),
      path(hostile, "activity"),
      activityPath(activity, "other"),
    ]) {
      const reply = await page(at);
      expect(reply.status, at).toBe(200);
      expect(reply.text, at).not.toMatch(/<script>window\.__xss/);
      expect(reply.text, at).not.toMatch(/<img[^>]*onerror/i);
    }
    expect(textOf((await page(path(hostile))).text)).toContain(`About ${PAYLOAD}`);
  });

  it("renders an institute without departments empty", async () => {
    const reply = await page("/department", empty.json.hosts[0]);
    expect(reply.status).toBe(200);
    expect(textOf(reply.text)).toContain("No departments have been added yet.");
  });

  it("answers 404 inside the frame for what is not one of this institute's departments", async () => {
    const own = json.departments[0]!;
    const foreign = other.departments[0]!;
    const activity = json.department_activities.find((a) => a.activity_department._id === own._id)!;
    const elsewhere = json.department_activities.find(
      (a) => a.activity_department._id !== own._id,
    )!;
    const foreignActivity = other.department_activities[0]!;
    const base = `/one/${own._id}/activity`;
    for (const at of [
      "/department/type/No%20Such%20Type",
      "/department/custom/0123456789abcdef01234567",
      "/onedepartment/not-an-id",
      "/onedepartment/0123456789abcdef01234567",
      path(foreign),
      path(foreign, "about"),
      path(own, "no-such-tab"),
      `${base}/not-an-id`,
      `${base}/0123456789abcdef01234567`,
      `${base}/${elsewhere._id}`,
      `${base}/${foreignActivity._id}`,
      `/one/${foreign._id}/activity/${foreignActivity._id}`,
      `${base}/${activity._id}/no-such-tab`,
    ]) {
      const reply = await page(at);
      expect(reply.status, at).toBe(404);
      expect(reply.text).toContain("Page not found");
      expect(reply.text).toContain(json.institute.insName);
    }
    // The other institute's own host serves its department.
    expect((await page(path(foreign), other.hosts[0])).status).toBe(200);
  });
});
