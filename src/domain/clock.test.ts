// A page's clock: its readings in India's time, the moment the first of them turns, and a
// refusal to read what its routes did not declare.
import { describe, expect, it } from "vitest";
import { clockReadsOf, pageClock } from "./clock.ts";

/** 7 December 2026, 23:50 in India (18:20 UTC). */
const AT = new Date("2026-12-07T18:20:00Z");

describe("pageClock", () => {
  it("reads in India's time and holds until the first reading turns", () => {
    const clock = pageClock(["day", "year"], AT);
    expect(clock.day()).toBe("2026-12-07");
    expect(clock.year()).toBe(2026);
    expect(clock.validator).toBe("year=2026 day=2026-12-07");
    // Midnight in India, 8 December.
    expect(clock.until?.toISOString()).toBe("2026-12-07T18:30:00.000Z");
  });

  it("holds a page that reads the year until 1 January in India, the academic year until 1 July", () => {
    expect(pageClock(["year"], AT).until?.toISOString()).toBe("2026-12-31T18:30:00.000Z");
    const academic = pageClock(["academicYear"], AT);
    expect(academic.academicYear()).toBe(2026);
    expect(academic.until?.toISOString()).toBe("2027-06-30T18:30:00.000Z");
    // On the 31st of December at 23:50 in India, the next day is also the next year.
    const newYearsEve = new Date("2026-12-31T18:20:00Z");
    expect(pageClock(["day"], newYearsEve).until).toEqual(pageClock(["year"], newYearsEve).until);
  });

  it("refuses a reading its routes did not declare, and a page of none holds for ever", () => {
    const none = pageClock([], AT);
    expect(none.validator).toBe("");
    expect(none.until).toBeNull();
    expect(() => none.day()).toThrow(/day/);
    expect(() => pageClock(["year"], AT).academicYear()).toThrow(/academicYear/);
  });
});

describe("clockReadsOf", () => {
  const url = (address: string) => new URL(address, "http://college.example.in");

  it("gives a route's readings, or its function's for the page's address, and none without a say", () => {
    expect(clockReadsOf({ clock: ["year"] }, url("/"))).toEqual(["year"]);
    const byYear = { clock: (at: URL) => (at.searchParams.has("year") ? [] : ["day"]) };
    expect(clockReadsOf(byYear, url("/event"))).toEqual(["day"]);
    expect(clockReadsOf(byYear, url("/event?year=2025"))).toEqual([]);
    expect(clockReadsOf(undefined, url("/"))).toEqual([]);
    expect(clockReadsOf({ title: "x" }, url("/"))).toEqual([]);
  });

  it("refuses a handle that names what is not a reading", () => {
    expect(() => clockReadsOf({ clock: ["hour"] }, url("/"))).toThrow(/hour/);
    expect(() => clockReadsOf({ clock: () => "day" }, url("/"))).toThrow(TypeError);
  });
});
