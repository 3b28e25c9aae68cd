import { describe, expect, it } from "vitest";
import { newestFirst } from "./academic-year.ts";

const names = (list: string[]) =>
  newestFirst(list.map((batchName) => ({ batchName }))).map((y) => y.batchName);

describe("academic years, newest first", () => {
  it("orders years by the calendar year their name starts with", () => {
    expect(names(["2023-24", "2025-26", "2024-25"])).toEqual(["2025-26", "2024-25", "2023-24"]);
    expect(names(["AY 2019–2020", "Academic Year 2021-2022"])).toEqual([
      "Academic Year 2021-2022",
      "AY 2019–2020",
    ]);
  });

  it("reads Devanagari digits as digits", () => {
    expect(names(["२०२३-२४", "2024-25", "२०२५-२६"])).toEqual(["२०२५-२६", "2024-25", "२०२३-२४"]);
  });

  it("keeps names without a year after the others, in the institute's order", () => {
    expect(names(["Archive", "2023-24", "Older photos", "2024-25"])).toEqual([
      "2024-25",
      "2023-24",
      "Archive",
      "Older photos",
    ]);
  });

  it("keeps the institute's order between names of the same year", () => {
    expect(names(["2024-25 (Sem II)", "2023-24", "2024-25 (Sem I)"])).toEqual([
      "2024-25 (Sem II)",
      "2024-25 (Sem I)",
      "2023-24",
    ]);
  });
});
