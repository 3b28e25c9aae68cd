// The examination object's lists by tab (spec 2.10, screen-data-map): notice →
// examination_notification, timetable → examination_timetable, seating → hall_ticket, result
// → manual_examination, project → examination_schedule. Read by the landing control id; an
// institute without one, or without the object, has empty lists.
import type { AppLoadContext } from "react-router";
import { EXAMINATION_TABS, type ExaminationTab } from "#contract/links.ts";
import { requestIds } from "../../lib/ids.server.ts";
import { optional } from "../../lib/load.server.ts";
import { siteFile, type SiteFile } from "../../lib/view-models.ts";

const LISTS = {
  notice: "examination_notification",
  timetable: "examination_timetable",
  seating: "hall_ticket",
  result: "manual_examination",
  project: "examination_schedule",
} as const satisfies Record<ExaminationTab, string>;

export type ExaminationFiles = Record<ExaminationTab, SiteFile[]>;

export async function examinationFiles(context: AppLoadContext): Promise<ExaminationFiles> {
  const { lcid } = await requestIds(context);
  const exam = lcid ? optional(await context.platform.read("examination", { id: lcid })) : null;
  const files = (tab: ExaminationTab) =>
    (exam?.[LISTS[tab]] ?? []).map((item) =>
      siteFile(context.mediaBaseUrl, { id: item._id, name: item.name, key: item.attach }),
    );
  return {
    notice: files("notice"),
    timetable: files("timetable"),
    seating: files("seating"),
    result: files("result"),
    project: files("project"),
  };
}

/** The first tab with something in it; the first tab when all are empty. */
export function firstTabWithContent(files: ExaminationFiles): ExaminationTab {
  return EXAMINATION_TABS.find((tab) => files[tab.slug].length > 0)?.slug ?? "notice";
}
