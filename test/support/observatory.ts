// The MDN HTTP Observatory's header tests and score modifiers (its published scoring table),
// applied to the headers of one answer. The analyzer itself (`@mdn/mdn-http-observatory`)
// fetches the site over the network and brings a database client and a web server with it;
// the tests that need the network (redirection, subresource integrity, preload lists) score
// 0 here, as they do for a site that has nothing to redirect and loads no foreign script.
export interface Score {
  score: number;
  grade: string;
  modifiers: Record<string, number>;
}

type Headers = Record<string, string | string[] | undefined>;

function one(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(", ") : (value ?? "")).trim();
}

function policy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of text.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function csp(headers: Headers): [string, number] {
  const text = one(headers, "content-security-policy");
  if (!text) return ["csp-not-implemented", -25];
  const d = policy(text);
  const fallback = d.get("default-src");
  const scripts = d.get("script-src") ?? fallback ?? ["*"];
  const styles = d.get("style-src") ?? fallback ?? ["*"];
  const strict = scripts.some((v) => v.startsWith("'nonce-") || v.startsWith("'sha"));
  const unsafeScripts =
    (!strict && scripts.includes("'unsafe-inline'")) ||
    scripts.some((v) => ["*", "http:", "https:", "data:"].includes(v));
  if (unsafeScripts) return ["csp-implemented-with-unsafe-inline", -20];
  if (scripts.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (!d.has("object-src") && !fallback) return ["csp-implemented-with-insecure-scheme", -10];
  if (styles.includes("'unsafe-inline'")) {
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  }
  return fallback?.join(" ") === "'none'"
    ? ["csp-implemented-with-no-unsafe-default-src-none", 10]
    : ["csp-implemented-with-no-unsafe", 5];
}

function hsts(headers: Headers): [string, number] {
  const text = one(headers, "strict-transport-security");
  if (!text) return ["hsts-not-implemented", -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(text)?.[1] ?? "-1");
  if (maxAge < 0) return ["hsts-header-invalid", -20];
  return maxAge < 15_552_000
    ? ["hsts-implemented-max-age-less-than-six-months", -10]
    : ["hsts-implemented-max-age-at-least-six-months", 0];
}

function nosniff(headers: Headers): [string, number] {
  return one(headers, "x-content-type-options").toLowerCase() === "nosniff"
    ? ["x-content-type-options-nosniff", 0]
    : ["x-content-type-options-not-implemented", -5];
}

function framing(headers: Headers): [string, number] {
  if (policy(one(headers, "content-security-policy")).get("frame-ancestors")?.length) {
    return ["x-frame-options-implemented-via-csp", 5];
  }
  return ["deny", "sameorigin"].includes(one(headers, "x-frame-options").toLowerCase())
    ? ["x-frame-options-sameorigin-or-deny", 0]
    : ["x-frame-options-not-implemented", -20];
}

function referrer(headers: Headers): [string, number] {
  const last = one(headers, "referrer-policy").split(",").at(-1)?.trim().toLowerCase() ?? "";
  if (!last) return ["referrer-policy-not-implemented", 0];
  return [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ].includes(last)
    ? ["referrer-policy-private", 5]
    : ["referrer-policy-unsafe", -5];
}

function cookies(headers: Headers): [string, number] {
  return headers["set-cookie"] ? ["cookies-present-unscored-here", -40] : ["cookies-not-found", 0];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/** Scores one answer's headers; bonuses count only when the score without them is 90+. */
export function observatoryScore(headers: Headers): Score {
  const results = [csp, hsts, nosniff, framing, referrer, cookies].map((test) => test(headers));
  const modifiers = Object.fromEntries(results);
  const penalties = results.reduce((sum, [, m]) => sum + Math.min(m, 0), 100);
  const bonuses = results.reduce((sum, [, m]) => sum + Math.max(m, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? "F";
  return { score, grade, modifiers };
}
