// The calls the platform's own public app makes, with its exact query strings, against our
// API on PGlite and on PostgreSQL: each answer must carry what the app reads, in the shape it
// reads it (small schemas of just those fields), and other origins may read the API and media.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import { demoBundles } from "#demo/generate.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { get } from "#test/support/http.ts";
import { literal } from "#test/support/words.ts";

const [firstDemo, ...otherDemos] = await demoBundles();
if (!firstDemo) throw new Error("the demo has no institute");
/** An institute with the least content the contract allows. */
const bare = minimalTenant(7);

const FILE_LINK = { _id: "a0a0a0a0a0a0a0a0a0a0a0a1", name: "Prospectus brochure" };
/** The first demo institute with content the demo leaves out: a useful link to a file of its
 * own and MOUs of its first department. */
const b: Bundle = bundleSchema.parse(structuredClone(firstDemo.json));
const fileKey = b.institute.insProfilePhoto ?? "";
b.profile.landing_control.usefull_links.push({ ...FILE_LINK, attach: fileKey });
const MOUS = [
  {
    _id: "a0a0a0a0a0a0a0a0a0a0a0b1",
    title: "Pune Agricultural Research Station",
    description: "<p>Field work for final-year students.</p>",
    attachment: fileKey,
    link_url: "https://research.example.in/mou",
    link_label: "The station",
  },
  { _id: "a0a0a0a0a0a0a0a0a0a0a0b2", title: "City Hospital", description: "" },
];
b.departments[0]!.mou_collaboration = MOUS;
const demos = [{ ...firstDemo, json: b }, ...otherDemos];
const ins = b.institute;

/** The app's envelope: `access` true and the field it reads. */
function answer<F extends string, S extends z.ZodType>(field: F, schema: S) {
  // A computed key widens to string; the record names the one key the app reads.
  return z.looseObject({ access: z.literal(true), ...({ [field]: schema } as Record<F, S>) });
}

describe.each(backends)("the platform's app on $name", (backend) => {
  const call = (path: string, opts?: Parameters<typeof get>[2]) => running.get(`/api${path}`, opts);

  const running = storeServer([...demos, bare], {}, backend);

  describe("query values the app sends", () => {
    it("reads page=undefined&limit=undefined as the defaults (the notices ticker)", async () => {
      const reply = await call(`/v1/ins/${ins._id}/announcemnt?page=undefined&limit=undefined`);
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      const body = answer("announcement", z.array(z.looseObject({ _id: z.string() }))).parse(
        reply.json(),
      );
      expect(body.announcement).toHaveLength(Math.min(10, b.notices.length));
    });

    it("caps a huge or non-numeric limit at 10000 and still refuses numbers out of range", async () => {
      const huge = await call(`/v1/ins/${ins._id}/approve-staff/list?page=1&limit=99999999`);
      expect(huge.status).toBe(200);
      const staff = answer("staffIns", z.array(z.unknown())).parse(huge.json());
      expect(staff.staffIns.length).toBe(Math.min(10_000, b.staff.length));
      for (const q of ["page=null&limit=abc", "page=&limit=", "page=NaN&limit=undefined"]) {
        expect((await call(`/v1/ins/${ins._id}/announcemnt?${q}`)).status, q).toBe(200);
      }
      for (const q of ["page=0", "limit=-5", "limit=1.5"]) {
        expect((await call(`/v1/ins/${ins._id}/announcemnt?${q}`)).status, q).toBe(400);
      }
    });
  });

  describe("the menus and tabs that crashed the app", () => {
    const typed = b.departments.find((d) => d.department_type !== null);
    const department = typed ?? b.departments[0];

    it("maps the pinned departments' `ins` as lists (the Department menu)", async () => {
      const dependent = answer("ins", z.array(z.string())).parse(
        (await call(`/v1/landing/${ins._id}/all/pinned/department/query?flow=DEPENDENT`)).json(),
      );
      expect(dependent.ins.length).toBeGreaterThan(0);
      for (const type of dependent.ins) {
        const one = answer("ins", z.array(z.looseObject({ _id: z.string(), dName: z.string() })));
        const reply = await call(
          `/v1/landing/${ins._id}/one/pinned/department/query?type=${encodeURI(type)}`,
        );
        expect(one.parse(reply.json()).ins.length, type).toBeGreaterThan(0);
      }
      const independent = answer(
        "ins",
        z.array(z.looseObject({ _id: z.string(), dName: z.string() })),
      ).parse(
        (await call(`/v1/landing/${ins._id}/all/pinned/department/query?flow=INDEPENDENT`)).json(),
      );
      expect(independent.ins.length).toBe(
        b.departments.filter((d) => d.department_type === null).length,
      );
    });

    it("gives each department activity its staff, batch and department (the activities tab)", async () => {
      const item = z.looseObject({
        _id: z.string(),
        activity_name: z.string(),
        activity_type: z.string(),
        activity_department: z.looseObject({ dName: z.string() }),
        activity_batch: z.looseObject({ batchName: z.string() }),
        activity_staff: z.looseObject({
          staffFirstName: z.string().optional(),
          staffMiddleName: z.string().optional(),
          staffLastName: z.string().optional(),
        }),
      });
      const reply = await call(
        `/v1/site/all/activity/query?page=1&limit=1000&search=&sid=${department?._id}&flow=DEPARTMENT`,
      );
      const list = answer("all_act", z.array(item)).parse(reply.json()).all_act;
      expect(list.length).toBeGreaterThan(0);
      const one = await call(`/v1/site/${list[0]?._id}/one/activity/query`);
      answer("act", item).parse(one.json());
    });
  });

  describe("every path the app calls answers what it reads", () => {
    const named = z.looseObject({ _id: z.string(), dName: z.string() });
    const department = b.departments[0];
    const rnd = b.committee.authorities.find((a) => a.custom_head_name === "RND");
    const calls = (): { path: string; field: string; reads: z.ZodType }[] => [
      {
        path: `/v1/admin/sub/domain/by/host?filter_by=${b.hosts[0]}`,
        field: "all_domain",
        reads: z.looseObject({
          status: z.string(),
          link_up: z.looseObject({ _id: z.string(), name: z.string(), insName: z.string() }),
        }),
      },
      {
        path: `/v1/ins/${ins._id}/dash`,
        field: "institute",
        reads: z.looseObject({ _id: z.string(), admissionDepart: z.array(z.string()) }),
      },
      {
        path: `/v1/ins/${ins._id}/department`,
        field: "institute",
        reads: z.looseObject({ depart: z.array(named).min(1) }),
      },
      {
        path: `/v2/ins/${ins._id}/all/merged/department?page=1&limit=5&search=`,
        field: "all_depart",
        reads: z.array(named).min(1).max(5),
      },
      {
        path: `/v2/admission/${ins._id}/all/ongoing/application/pinned`,
        field: "ads_obj",
        reads: z.looseObject({
          ongoing: z
            .array(
              z.looseObject({
                type: z.string(),
                apps: z.array(z.looseObject({ _id: z.string(), applicationName: z.string() })),
              }),
            )
            .min(1),
        }),
      },
      {
        path: `/v1/admission/${b.admission.dashboard._id}/dashboard/query?sid=undefined`,
        field: "admission",
        reads: z.looseObject({ _id: z.string() }),
      },
      {
        path: `/v1/admission/${b.admission.site._id}/all/document/array?page=1&limit=10`,
        field: "all_docs",
        reads: z.array(z.looseObject({ _id: z.string() })),
      },
      {
        path: `/v1/ins/${ins._id}/approve-staff/list?page=1&limit=1000&date=undefined`,
        field: "staffIns",
        reads: z.array(z.looseObject({ _id: z.string(), staffFirstName: z.string() })).min(1),
      },
      {
        path: `/v1/landing/${department?._id}/all/faculty/query?page=1&limit=1000`,
        field: "all_staff",
        reads: z.array(z.looseObject({ _id: z.string() })),
      },
      {
        path: `/v1/site/${department?._id}/all/universal/batch/query?page=1&limit=1000&search=`,
        field: "all_batch",
        reads: z
          .array(
            z.looseObject({
              _id: z.string(),
              u_batch: z.looseObject({ _id: z.string(), batchName: z.string() }),
            }),
          )
          .min(1),
      },
      {
        path: `/v1/site/${department?._id}/all/mou/collab/query?page=1&limit=1000&search=&batch=${b.academic_years[0]?._id}`,
        field: "all_mou",
        reads: z.array(z.looseObject({ org_name: z.string() })),
      },
      {
        path: `/v1/library/site/books/${b.library._id}?page=1&limit=1000&search=`,
        field: "books",
        reads: z.array(z.looseObject({ bookName: z.string() })),
      },
      {
        path: `/v2/committee/${rnd?._id}/all/sections/query?page=1&limit=1000&search=&flow=PAPER`,
        field: "all",
        reads: z.array(z.looseObject({ title: z.string() })),
      },
      {
        path: `/v2/committee/${b.committee.authorities[0]?._id}/all/composition/query?limit=1000&page=1`,
        field: "all_com",
        reads: z.array(z.looseObject({ _id: z.string() })),
      },
      {
        path: `/v1/site/all/activity/query/type?id=${ins._id}&type=${encodeURI(b.department_activities[0]?.activity_type ?? "")}`,
        field: "all_act",
        reads: z
          .array(
            z.looseObject({
              activity_name: z.string(),
              activity_staff: z.looseObject({ staffFirstName: z.string() }),
            }),
          )
          .min(1),
      },
      {
        path: `/v1/site/institute/${ins._id}/opener`,
        field: "institute",
        reads: z.looseObject({ site_flash_notice: z.array(z.unknown()) }),
      },
      {
        path: `/v1/event/process/manager/${ins.eventManagerDepart[0]}/all/events`,
        field: "all_events",
        reads: z.array(z.looseObject({ _id: z.string(), event_name: z.string() })).min(1),
      },
    ];

    it("knows the R&D authority by custom_head_name, as the app does", () => {
      expect(rnd).toBeDefined();
      const dash = b.committee.authorities.map((a) => a.custom_head_name);
      expect(dash).toContain("IQAC");
      expect(dash).toContain("NAAC");
    });

    it.each(calls().map((c) => [c.path.split("?")[0]?.replace(/[0-9a-f]{24}/g, "{id}"), c]))(
      "%s",
      async (_, c) => {
        const reply = await call(c.path);
        expect(reply.status, reply.text.slice(0, 300)).toBe(200);
        answer(c.field, c.reads).parse(reply.json());
      },
    );
  });

  describe("fields the app reads beside ours", () => {
    const quality = b.quality_details[0];
    const committee = b.committee.authorities.find((a) => a.custom_head_name !== "IQAC");
    const reads: { path: string; reads: z.ZodType }[] = [
      {
        path: `/v1/landing/${ins._id}/one/web/profile`,
        reads: answer(
          "one_ins",
          z.looseObject({
            contact_list: z.looseObject({ person: z.array(z.looseObject({})) }),
            landing_control: z.looseObject({
              tab_toggle: z.looseObject({
                home: z.literal(true),
                alumni: z.boolean(),
                contact_us: z.literal(true),
                new_admission: z.boolean(),
              }),
              // The home page shows the sections switched on; the demo has content for
              // each but the two opener panels, which no bundle holds.
              screen_toggle: z.strictObject({
                bg_image: z.literal(true),
                about_institute: z.literal(true),
                our_department: z.literal(true),
                bg1_bg2: z.literal(false),
                vission_mission: z.literal(true),
                testimonials: z.literal(true),
              }),
              // The home page's about section and the About Us page read the platform's
              // object forms (docs/decisions/012).
              home_about_institute_object: z.looseObject({
                about: z.string().min(1),
                about_photo: z.string().min(1),
              }),
              about_us_institute_object: z.looseObject({
                ins_name: z.literal(ins.insName),
                ins_about: z.string().min(1),
                vision: z.string(),
                mission: z.string(),
                affiliation: z.array(z.looseObject({ name: z.string(), info: z.string() })),
              }),
              home_opener_background_object: z.looseObject({}),
              home_accreditation_object: z.array(
                z.looseObject({
                  combined: z.array(z.looseObject({ c_name: z.string(), c_attach: z.string() })),
                }),
              ),
            }),
          }),
        ),
      },
      {
        path: `/v1/event/process/one/event/${b.events[0]?._id}`,
        reads: answer(
          "one_event",
          z.looseObject({ event_name: z.string(), for_department: z.array(z.unknown()) }),
        ).extend({ event_date: z.iso.datetime({ offset: true }) }),
      },
      {
        path: `/v1/site/info/library/${b.library._id}`,
        reads: answer("library_site", z.looseObject({ image: z.string().min(1) })),
      },
      {
        path: `/v1/site/info/admission/${b.admission.site._id}`,
        reads: answer("admission_site", z.looseObject({ video_gallery: z.array(z.unknown()) })),
      },
      {
        path: `/v2/committee/new/iqac/detail/${quality?._id}/all/things`,
        reads: answer(
          "q_detail",
          z.looseObject({
            naac_outer_tab_nested: z.array(z.looseObject({ is_nested: z.boolean() })).min(1),
          }),
        ),
      },
      {
        path: `/v2/committee/${committee?._id}/custom/dashboard`,
        reads: answer("custom", z.looseObject({ about: z.array(z.unknown()) })).extend({
          about: z.array(z.looseObject({ sub_head_title: z.string() })).min(1),
          meetings: z.array(z.looseObject({ name: z.string(), attach: z.string() })),
        }),
      },
    ];

    it.each(reads.map((r) => [r.path.replace(/[0-9a-f]{24}/g, "{id}"), r]))("%s", async (_, r) => {
      const reply = await call(r.path);
      expect(reply.status, reply.text.slice(0, 300)).toBe(200);
      r.reads.parse(reply.json());
    });
  });

  it("lists a department's MOUs in the backend's shape under any of its years", async () => {
    const department = b.departments[0];
    const mou = z.strictObject({
      _id: z.string(),
      srn: z.string(),
      org_name: z.string(),
      institution_industry: z.string(),
      durations: z.string(),
      link: z.string(),
      attach: z.string(),
      student_count: z.number(),
      staff_count: z.number(),
      description: z.string(),
    });
    const batches = answer(
      "all_batch",
      z.array(z.looseObject({ u_batch: z.looseObject({ _id: z.string() }) })),
    ).parse(
      (
        await call(
          `/v1/site/${department?._id}/all/universal/batch/query?page=1&limit=1000&search=`,
        )
      ).json(),
    ).all_batch;
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) {
      const reply = await call(
        `/v1/site/${department?._id}/all/mou/collab/query?page=1&limit=1000&search=&batch=${batch.u_batch._id}`,
      );
      const list = answer("all_mou", z.array(mou)).parse(reply.json()).all_mou;
      expect(list).toEqual([
        {
          _id: MOUS[0]?._id,
          srn: "1",
          org_name: MOUS[0]?.title,
          institution_industry: "",
          durations: "",
          link: MOUS[0]?.link_url,
          attach: fileKey,
          student_count: 0,
          staff_count: 0,
          description: MOUS[0]?.description,
        },
        {
          _id: MOUS[1]?._id,
          srn: "2",
          org_name: MOUS[1]?.title,
          institution_industry: "",
          durations: "",
          link: "",
          attach: "",
          student_count: 0,
          staff_count: 0,
          description: "",
        },
      ]);
    }
    const paged = await call(`/v1/site/${department?._id}/all/mou/collab/query?page=2&limit=1`);
    expect(
      answer("all_mou", z.array(mou))
        .parse(paged.json())
        .all_mou.map((m) => m.srn),
    ).toEqual(["2"]);
    const other = await call(
      `/v1/site/${b.departments[1]?._id}/all/mou/collab/query?page=1&limit=10`,
    );
    expect(answer("all_mou", z.array(mou)).parse(other.json()).all_mou).toEqual([]);
  });

  describe("pages the app showed empty (decision 060)", () => {
    const named = z.looseObject({ _id: z.string(), custom_head_name: z.string() });
    const staffName = z.looseObject({ staffFirstName: z.string(), staffLastName: z.string() });

    it("opens R&D by the RND authority's iqac_detail: its about, objectives and members", async () => {
      const dashboard = answer(
        "iqac",
        z.looseObject({
          authority: z.array(named.extend({ iqac_detail: z.string().nullable() })),
        }),
      ).parse((await call(`/v2/committee/${b.committee._id}/dashboard`)).json());
      const rnd = dashboard.iqac.authority.find((a) => a.custom_head_name === "RND");
      const own = b.committee.authorities.find((a) => a.custom_head_name === "RND");
      expect(rnd?.iqac_detail).toBe(own?._id);
      const custom = answer(
        "custom",
        z.looseObject({
          about: z.array(z.looseObject({ sub_head_title: z.string(), sub_head_body: z.string() })),
        }),
      ).parse((await call(`/v2/committee/${rnd?.iqac_detail}/custom/dashboard`)).json());
      expect(custom.custom.about.map((a) => a.sub_head_title)).toEqual(
        own?.about.map((a) => a.sub_head_title),
      );
      expect(custom.custom.about.map((a) => a.sub_head_title)).toContain("Objectives");
      const members = answer(
        "all_com",
        z.array(z.looseObject({ designation: z.string() })).min(1),
      ).parse(
        (
          await call(`/v2/committee/${rnd?.iqac_detail}/all/composition/query?limit=1000&page=1`)
        ).json(),
      );
      expect(members.all_com).toHaveLength(own?.composition.length ?? -1);
      // IQAC and NAAC keep their quality pages' id.
      for (const name of ["IQAC", "NAAC"]) {
        const served = dashboard.iqac.authority.find((a) => a.custom_head_name === name);
        const bundled = b.committee.authorities.find((a) => a.custom_head_name === name);
        expect(served?.iqac_detail, name).toBe(bundled?.iqac_detail);
      }
    });

    it("reads the home page's quick links as link_1, link_2… in order", async () => {
      const link = z.looseObject({ name: z.string(), typo: z.string(), link_images: z.string() });
      const body = answer(
        "one_ins",
        z.looseObject({
          landing_control: z.looseObject({ home_opener_quick_links: z.record(z.string(), link) }),
        }),
      ).parse((await call(`/v1/landing/${ins._id}/one/web/profile`)).json());
      const links = b.profile.landing_control.home_opener_quick_links;
      expect(links.length).toBeGreaterThan(1);
      const served = body.one_ins.landing_control.home_opener_quick_links;
      expect(Object.keys(served)).toEqual(links.map((_, i) => `link_${i + 1}`));
      links.forEach((own, i) => {
        const { name, typo, link_images } = served[`link_${i + 1}`] ?? {};
        expect({ name, typo, link_images }).toEqual({
          name: own.name,
          typo: own.typo,
          link_images: own.link_images,
        });
      });
    });

    it("lists a committee's members at the top level of its custom dashboard", async () => {
      const committee = b.committee.authorities.find(
        (a) => !["IQAC", "NAAC", "RND"].includes(a.custom_head_name) && a.composition.length > 0,
      );
      const reply = await call(`/v2/committee/${committee?._id}/custom/dashboard`);
      const body = answer("custom", z.looseObject({}))
        .extend({
          composition: z.array(
            z.looseObject({
              designation: z.string(),
              staff: staffName.optional(),
              student: z.looseObject({ studentFirstName: z.string() }).optional(),
            }),
          ),
        })
        .parse(reply.json());
      expect(body.composition.map((m) => m.designation)).toEqual(
        committee?.composition.map((m) => m.designation),
      );
      const staffMember = committee?.composition.find((m) => "staff_id" in m);
      const own = b.staff.find(
        (s) => staffMember && "staff_id" in staffMember && s._id === staffMember.staff_id,
      );
      expect(body.composition.find((m) => m.staff)?.staff?.staffFirstName).toBe(
        own?.staffFirstName,
      );
    });

    it("shows a department's about entries and its head of department", async () => {
      const department = b.departments[0];
      const site = answer(
        "department_site",
        z.looseObject({
          about: z.array(z.looseObject({ _id: z.string(), sub_head_title: z.string() })).length(1),
        }),
      ).parse((await call(`/v1/site/info/department/${department?._id}`)).json());
      expect(site.department_site.about[0]?.sub_head_title).toBe(department?.sub_head_title);
      const list = answer(
        "institute",
        z.looseObject({
          depart: z.array(
            z.looseObject({
              _id: z.string(),
              dTitle: z.string(),
              dHead: staffName
                .extend({
                  staffMiddleName: z.string(),
                  staffProfilePhoto: z.string().min(1).optional(),
                })
                .nullable(),
            }),
          ),
        }),
      ).parse((await call(`/v1/ins/${ins._id}/department`)).json());
      const served = list.institute.depart.find((d) => d._id === department?._id);
      const head = b.staff.find(
        (s) =>
          s.staff_department?._id === department?._id && s.current_designation.startsWith("HOD"),
      );
      expect(head).toBeDefined();
      expect(served?.dHead).toMatchObject({
        _id: head?._id,
        staffFirstName: head?.staffFirstName,
        staffLastName: head?.staffLastName,
      });
      expect(served?.dTitle).toBe(head?.current_designation);
      expect(served?.dHead?.staffProfilePhoto).toBe(head?.staffProfilePhoto);
      const pictured = list.institute.depart.find((d) => d.dHead?.staffProfilePhoto);
      const photo = await running.get(`/media/${pictured?.dHead?.staffProfilePhoto}`, {
        host: b.hosts[0],
      });
      expect(photo.status).toBe(200);
    });

    it("lists the library's e-resources as its online books", async () => {
      const reply = await call(`/v1/library/site/books/${b.library._id}?page=1&limit=1000&search=`);
      const books = answer(
        "books",
        z.array(
          z.looseObject({
            bookName: z.string(),
            bookStatus: z.literal("Online"),
            author: z.string(),
            language: z.string(),
          }),
        ),
      ).parse(reply.json()).books;
      expect(b.library.eresources.length).toBeGreaterThan(0);
      expect(books.map((book) => book.bookName)).toEqual(b.library.eresources.map((r) => r.title));
    });

    it("lists every staff member of an activity, the first as the app's one", async () => {
      const many = b.department_activities.filter((a) => a.activity_staff.length > 1);
      expect(many.length).toBeGreaterThan(0);
      const member = z.looseObject({ _id: z.string() });
      for (const activity of many) {
        const reply = await call(`/v1/site/${activity._id}/one/activity/query`);
        const act = answer(
          "act",
          z.looseObject({ activity_staff: member, activity_staff_list: z.array(member) }),
        ).parse(reply.json()).act;
        expect(act.activity_staff_list.map((s) => s._id)).toEqual(
          activity.activity_staff.map((s) => s._id),
        );
        expect(act.activity_staff._id).toBe(activity.activity_staff[0]?._id);
      }
    });

    it("lists the MOUs a demo department holds through the app's MOU call", async () => {
      const demo = bundleSchema.parse(firstDemo.json);
      const department = demo.departments.find((d) => (d.mou_collaboration ?? []).length > 0);
      if (!department) throw new Error("no demo department holds MOUs");
      const reply = await call(
        `/v1/site/${department._id}/all/mou/collab/query?page=1&limit=1000&search=&batch=${b.academic_years[0]?._id}`,
      );
      const list = answer(
        "all_mou",
        z.array(z.looseObject({ org_name: z.string(), link: z.string(), attach: z.string() })),
      ).parse(reply.json()).all_mou;
      expect(list.map((m) => m.org_name)).toEqual(
        department.mou_collaboration?.map((m) => m.title),
      );
      expect(list.some((m) => m.attach !== "" && m.link !== "")).toBe(true);
    });
  });

  describe("useful links", () => {
    it("are all web addresses the app can link, a file's on the institute's host", async () => {
      const reply = await call(`/v1/landing/${ins._id}/one/web/profile`);
      const link = z.looseObject({
        _id: z.string(),
        name: z.string(),
        attach: z.string().regex(/^https?:\/\/[^\s/]+/),
      });
      const body = answer(
        "one_ins",
        z.looseObject({
          landing_control: z.looseObject({ usefull_links: z.array(link).min(2) }),
        }),
      ).parse(reply.json());
      const links = body.one_ins.landing_control.usefull_links;
      const file = links.find((l) => l._id === FILE_LINK._id);
      expect(file).toEqual({
        ...FILE_LINK,
        attach: `https://${b.hosts[0]}/media/${fileKey}`,
        attach_key: fileKey,
      });
      const media = await running.get(new URL(file?.attach ?? "").pathname, {
        host: b.hosts[0],
      });
      expect(media.status).toBe(200);
      for (const [i, own] of b.profile.landing_control.usefull_links.entries()) {
        const served = links[i];
        if (/^https?:/.test(own.attach)) expect(served).toEqual(own);
        else expect(served?.attach_key).toBe(own.attach);
      }
    });

    it("still link a file on our site's own media address, which its viewer opens", async () => {
      const page = await running.get("/", { host: b.hosts[0] });
      const footer = page.text.slice(page.text.indexOf("<footer"), page.text.indexOf("</footer>"));
      const href = literal(`/media/${fileKey}`);
      // The name, in whatever markup lays it out, then the file's type and size (decision 094).
      expect(footer).toMatch(
        new RegExp(
          `<a href="${href}" data-print-url="[^"]*"[^>]*>(<[^/][^>]*>)*${FILE_LINK.name}(</[^>]+>)*(<span class="file-about">[^<]*</span>)?</a>`,
        ),
      );
      // Not the app's absolute address on the institute's host.
      expect(footer).not.toContain(`href="https://${b.hosts[0]}/media/`);
    });
  });

  it("switches off the home sections an institute has no content for", async () => {
    const reply = await call(`/v1/landing/${bare.json.institute._id}/one/web/profile`);
    const body = answer(
      "one_ins",
      z.looseObject({ landing_control: z.looseObject({ screen_toggle: z.looseObject({}) }) }),
    ).parse(reply.json());
    expect(body.one_ins.landing_control.screen_toggle).toEqual({
      bg_image: false,
      about_institute: false,
      our_department: false,
      bg1_bg2: false,
      vission_mission: false,
      testimonials: false,
    });
  });

  describe("cross-origin reads", () => {
    const origin = { origin: "https://other.example" };

    it("answers a cross-origin GET and HEAD of the API with any origin and no credentials", async () => {
      for (const method of ["GET", "HEAD"]) {
        const reply = await call(`/v1/ins/${ins._id}/dash`, { method, headers: origin });
        expect(reply.status).toBe(200);
        expect(reply.headers["access-control-allow-origin"]).toBe("*");
        expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(reply.headers["access-control-expose-headers"]).toMatch(/etag/i);
      }
    });

    it("answers the preflight of the API and of media for GET and HEAD only", async () => {
      const key = ins.insProfilePhoto ?? "";
      for (const path of [`/api/v1/ins/${ins._id}/dash`, `/media/${key}`]) {
        const reply = await running.get(path, {
          method: "OPTIONS",
          headers: {
            ...origin,
            "access-control-request-method": "GET",
            "access-control-request-headers": "if-none-match, range",
          },
        });
        expect(reply.status, path).toBe(204);
        expect(reply.headers["access-control-allow-origin"]).toBe("*");
        expect(reply.headers["access-control-allow-methods"]).toBe("GET,HEAD");
        expect(reply.headers["access-control-allow-headers"]).toBe("if-none-match,range");
        expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
      }
    });

    it("serves media to other origins, errors included", async () => {
      const key = ins.insProfilePhoto ?? "";
      const reply = await running.get(`/media/${key}`, { headers: origin });
      expect(reply.status).toBe(200);
      expect(reply.headers["access-control-allow-origin"]).toBe("*");
      const missing = await call(`/v1/ins/ffffffffffffffffffffffff/dash`, { headers: origin });
      expect(missing.status).toBe(404);
      expect(missing.headers["access-control-allow-origin"]).toBe("*");
    });

    it("does not share pages, and an OPTIONS without a method asked is no preflight", async () => {
      const page = await running.get("/", { host: b.hosts[0], headers: origin });
      expect(page.headers["access-control-allow-origin"]).toBeUndefined();
      const plain = await call(`/v1/ins/${ins._id}/dash`, { method: "OPTIONS", headers: origin });
      expect(plain.status).toBe(405);
      expect(plain.headers["access-control-allow-methods"]).toBeUndefined();
    });
  });
});
