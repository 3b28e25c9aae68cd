// The catalogues (issue 24): every key in every language, with the same placeholders, and
// none that no code says: a key added in one language only, or left behind when its words
// left the code, fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract/locales.ts";

const DIR = "src/site/i18n/messages";

function catalogue(locale: string): Record<string, string> {
  const json = JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), "utf8")) as Record<
    string,
    string
  >;
  delete json.$schema;
  return json;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The site's own code, where every message is said. */
function sources(): string {
  return readdirSync("src", { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes(path.join("i18n", "generated")),
    )
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

describe("the message catalogues", () => {
  const english = catalogue("en");
  const keys = Object.keys(english).sort();

  it.each(LOCALES)("%s has every key, each said, with the same placeholders", (locale) => {
    const messages = catalogue(locale);
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      expect(messages[key]?.trim(), `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(messages[key] ?? ""), `${locale}: ${key}`).toEqual(
        placeholders(english[key] ?? ""),
      );
    }
  });

  it("holds no key that no code uses", () => {
    const code = sources();
    const unused = keys.filter((key) => !new RegExp(`\\b${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it("writes Hindi and Marathi in Devanagari", () => {
    for (const locale of ["hi", "mr"]) {
      const messages = catalogue(locale);
      const latin = keys.filter((key) => !/[\u0900-\u097F]/.test(messages[key] ?? ""));
      // Words kept as they are in every language: none yet.
      expect(latin, locale).toEqual([]);
    }
  });
});
