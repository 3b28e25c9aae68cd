// Search benchmark (issue "Site search, notice feed and events calendar"): one institute with
// 10,000 notices and 1,000 staff in a store of 1,000 institutes; how long its import takes
// (search index included), and the latency of its searches through the API, each query asked
// once (no answer comes from a cache), on PGlite and on PostgreSQL.
// Run: npm run bench:search  (BENCH_QUERIES; TEST_DATABASE_URL adds PostgreSQL)
import { performance } from "node:perf_hooks";
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import { createApp } from "#server/app.server.ts";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { createLogger } from "#server/logger.server.ts";
import type { StoreLocation } from "#server/config.server.ts";
import { openDb, type Db } from "#server/store/db.server.ts";
import { freshDatabase } from "#test/support/postgres.ts";

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const NOTICES = 10_000;
const STAFF = 1000;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

const WORDS = [
  "admission",
  "examination",
  "timetable",
  "scholarship",
  "hostel",
  "library",
  "sports",
  "cultural",
  "seminar",
  "workshop",
  "result",
  "revaluation",
  "fees",
  "holiday",
  "convocation",
  "placement",
  "internship",
  "syllabus",
  "practical",
  "semester",
  "notice",
  "meeting",
  "naac",
  "iqac",
  "criterion",
  "alumni",
  "research",
  "project",
  "department",
  "physics",
  "chemistry",
  "mathematics",
  "commerce",
  "botany",
  "zoology",
  "english",
  "marathi",
  "hindi",
  "computer",
  "प्रवेश",
  "परीक्षा",
  "सूचना",
  "छात्रवृत्ति",
  "वेळापत्रक",
  "निकाल",
];
/** Filler words of notice texts: 2,000 made-up words, so each real word is in a few percent
 * of the texts, as a real institute's words are, rather than in all of them. */
const SYLLABLES = ["ka", "ri", "to", "mu", "sa", "ne", "lo", "pi", "da", "ve", "gu", "ha"];
const FILLER = Array.from(
  { length: 2000 },
  (_, n) =>
    `${pick(SYLLABLES, n)}${pick(SYLLABLES, Math.floor(n / 12))}${pick(SYLLABLES, Math.floor(n / 144))}${n}`,
);
const TEXT_WORDS = [...WORDS, ...FILLER];
const NAMES = ["Anjali", "Rahul", "Sneha", "Vikram", "Priya", "Amit", "Kavita", "Suresh"];
const SURNAMES = ["Patil", "Deshmukh", "Kulkarni", "Joshi", "Shinde", "Pawar", "Jadhav"];

const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(23, "0")}`;

/** The large institute: a minimal one with 10,000 notices and 1,000 staff. */
function largeTenant(): BundleSource {
  const { json: base, media } = minimalTenant(TENANTS);
  const json: Bundle = {
    ...base,
    notices: Array.from({ length: NOTICES }, (_, n) => ({
      _id: hexId("c", n),
      insAnnTitle: `${pick(WORDS, n)} ${pick(WORDS, n * 7 + 3)} notice ${n} for ${pick(WORDS, n * 13 + 5)}`,
      insAnnDescription: `<p>${Array.from({ length: 40 }, (_, w) => pick(TEXT_WORDS, n * 31 + w * 977)).join(" ")}</p>`,
      createdAt: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(),
      announcementDocument: [],
    })),
    staff: Array.from({ length: STAFF }, (_, n) => ({
      _id: hexId("d", n),
      staffFirstName: pick(NAMES, n),
      staffMiddleName: "",
      staffLastName: `${pick(SURNAMES, n * 3)}${n}`,
      staffPhoneNumber: "",
      staffEmail: "",
      current_designation: pick(["Assistant Professor", "Associate Professor", "Clerk"], n),
      staff_department: null,
      teaching_type: "Teaching",
      staff_technicality: "Teaching",
      staff_dynamic_field: [],
    })),
  };
  return { json: bundleSchema.parse(json), media };
}

/** Each query once: words, two words, word beginnings, names, typos, Devanagari. */
function queries(): string[] {
  const out = new Set<string>();
  for (let n = 0; out.size < QUERIES; n++) {
    const word = pick(WORDS, n);
    const kinds = [
      `${word} ${pick(WORDS, n * 5 + 1)}`,
      word.slice(0, 4 + (n % 3)),
      `${pick(NAMES, n)} ${pick(SURNAMES, n)}${n % STAFF}`,
      `${word.slice(0, 3)}${word.slice(4)}`,
      `notice ${n % NOTICES}`,
    ];
    out.add(`${pick(kinds, n)}${n >= WORDS.length * kinds.length ? ` ${n}` : ""}`);
  }
  return [...out];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

interface Result {
  backend: string;
  importSeconds: number;
  p50: number;
  p99: number;
  max: number;
}

async function measure(backend: string, location: StoreLocation): Promise<Result> {
  const db: Db = await openDb(location);
  try {
    for (let i = 0; i < TENANTS - 1; i++) await importBundle(db, minimalTenant(i));
    const large = largeTenant();
    const started = performance.now();
    await importBundle(db, large);
    const importSeconds = (performance.now() - started) / 1000;
    const { app } = await createApp({
      db,
      config: { trustProxy: false, platformApiUrl: undefined, mediaBaseUrl: "/media/" },
      logger: createLogger("silent"),
      site: null,
    });
    const { institute, hosts } = bundleSchema.parse(large.json);
    const times: number[] = [];
    for (const [i, q] of queries().entries()) {
      const url = `http://${hosts[0]}/api/v1/prospectus/search/${institute._id}?q=${encodeURIComponent(q)}${i % 4 === 0 ? "&kind=notice" : ""}`;
      const t0 = performance.now();
      const response = await app.fetch(new Request(url));
      await response.arrayBuffer();
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${q} answered ${response.status}`);
    }
    times.sort((a, b) => a - b);
    return {
      backend,
      importSeconds,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
    };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const results = [await measure("PGlite", { kind: "pglite-memory" })];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await freshDatabase(adminUrl);
    try {
      results.push(await measure("PostgreSQL", { kind: "postgres", url: database.url }));
    } finally {
      await database.drop();
    }
  }
  const row = (r: Result) =>
    `| ${r.backend} | ${r.importSeconds.toFixed(1)} s | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`;
  process.stdout.write(
    [
      `Search: one institute of ${NOTICES.toLocaleString("en")} notices and ${STAFF.toLocaleString("en")} staff among ${TENANTS.toLocaleString("en")}; ${QUERIES} different queries, each once`,
      "",
      "| Store | Import of the large institute | p50 | p99 | max |",
      "| ----- | ----------------------------- | --- | --- | --- |",
      ...results.map(row),
      "",
      "Targets: p99 50 ms or less; import under a minute.",
      "",
    ].join("\n"),
  );
}

await main();
