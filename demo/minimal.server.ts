// Small but valid institutes: the least content the contract allows, each on a host of its
// own (the benchmark's scale run; browser tests add hostile content to one).
import { createHash } from "node:crypto";
import { BUNDLE_FORMAT, everyTab, type Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { mediaFile } from "./media.ts";
import { pngRecipe } from "./recipe.ts";

function idOf(seed: string): string {
  return createHash("sha256").update(seed).digest("hex").slice(0, 24);
}

const QR = await mediaFile(pngRecipe("bench-qr", { width: 66, height: 66, kind: "qr" }));

export function minimalTenant(
  n: number,
): BundleSource & { json: Bundle; media: Map<string, Uint8Array> } {
  const id = (part: string) => idOf(`bench-tenant-${n}-${part}`);
  const name = `Bench College ${n + 1}`;
  const qr = (lang: string) => `bench${n}/qr-${lang}.png`;
  const ins = id("institute");
  const lcid = id("landing");
  const text = {
    ins_name: name,
    ins_address: "Pune",
    ins_phone_number: "+91 20 0000 0000",
    ins_email: "office@bench.example.in",
  };
  const json: Bundle = {
    format: BUNDLE_FORMAT,
    hosts: [`college${n + 1}.bench.example.in`],
    institute: {
      _id: ins,
      insName: name,
      name: `bench${n + 1}`,
      insAddress: text.ins_address,
      insPhoneNumber: text.ins_phone_number,
      insEmail: text.ins_email,
      ...text,
      affiliation_with: "Savitribai Phule Pune University",
      accreditations: "",
      company_name: name,
      footer_links: {},
      about_us_toggle: { governing_body: false, administration: false, faculties: false },
      administration_object: [],
      home_accreditation_object: [],
      about_us_governing_body: [],
      iqac_module: [id("committee")],
      eventManagerDepart: [id("events")],
      admissionDepart: [id("admission")],
      library: [id("library")],
      financeDepart: [],
      hostelDepart: [],
      aluminiDepart: [],
    },
    profile: {
      _id: ins,
      insName: name,
      name: `bench${n + 1}`,
      insAddress: text.ins_address,
      insEmail: text.ins_email,
      insPhoneNumber: text.ins_phone_number,
      testimonials: [],
      iso_certificate: [],
      contact_list: { address: "Pune", head_office_address: "Pune", about: "", persons: [] },
      landing_control: {
        _id: lcid,
        tab_toggle: { ...everyTab(true), rnd: false, library: false, iqac: false },
        home_header_object: { ...text, affiliation_with: "", accreditations: "" },
        home_background_object: { images: [] },
        home_opener_quick_links: [],
        home_about_institute_object: [],
        about_us_institute_object: { about: [], vision: "", mission: "", motto: "" },
        about_society_dynamic: {
          dynamic_name: "",
          about: "",
          vision: "",
          mission: "",
          founder_message_message: "",
          founder_message_name: "",
          founder_message_designation: "",
        },
        academic_courses_desk: [],
        administration_object: [],
        home_accreditation_object: [],
        footer_links: { how_to_reach: "" },
        usefull_links: [],
      },
    },
    staff: [],
    notices: [],
    events: [],
    admission: {
      dashboard: {
        _id: id("admission"),
        app_qr_code: qr("english"),
        app_hindi_qr_code: qr("hindi"),
        app_marathi_qr_code: qr("marathi"),
      },
      site: {
        _id: id("admission"),
        admission_about: "",
        admission_contact: [],
        document_checklist: [],
      },
      application_groups: [],
    },
    library: {
      _id: id("library"),
      about: [],
      library_message: "",
      library_rule: "",
      eresources: [],
      library_contact: [],
    },
    departments: [],
    department_activities: [],
    committee: { _id: id("committee"), authorities: [] },
    quality_details: [],
    student_corner: [],
    dynamic_tabs: [],
    custom_modules: [],
    academic_years: [],
    photo_gallery: { categories: [], images: [] },
    video_gallery: { categories: [], videos: [] },
    governing_body: [],
    society_governing_body: [],
    other_data: {
      _id: ins,
      college_layout: [],
      policies_and_procedures: [],
      organogram: [],
      model_code_conduct: [],
      idp: [],
      principal_name: "",
      principal_designation: "",
      library: { data_list: [] },
      gymkhana: { data_list: [] },
      laboratory: { data_list: [] },
      smart_class: { data_list: [] },
      ladies_common_room: { data_list: [] },
      botanical_garden: { data_list: [] },
      council: { data_list: [] },
      support: { data_list: [] },
      research: { data_list: [] },
      complaint: { data_list: [] },
      scholarship: { data_list: [] },
      alumni_association: { data_list: [] },
    },
    examination: {
      _id: lcid,
      examination_timetable: [],
      hall_ticket: [],
      examination_notification: [],
      manual_examination: [],
      examination_schedule: [],
    },
    activity_categories: [],
    home_about_list: [],
    principal_message_list: [],
  };
  return {
    json,
    media: new Map(["english", "hindi", "marathi"].map((lang) => [qr(lang), QR])),
  };
}
