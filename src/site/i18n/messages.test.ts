// The catalogues (issue 24): every key in every language, with the same placeholders, and
// none that no code says: a key added in one language only, or left behind when its words
// left the code, fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract/locales.ts";
import type { Variants } from "#test/support/words.ts";

const DIR = "src/site/i18n/messages";

/** A message, or one with plural forms (Paraglide's variants). */
type Message = string | [Variants];

function catalogue(locale: string): Record<string, Message> {
  const json = JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), "utf8")) as Record<
    string,
    Message
  >;
  delete json.$schema;
  return json;
}

/** Every text a message can say: itself, or each of its forms. */
const formsOf = (message: Message | undefined): string[] =>
  typeof message === "string" ? [message] : Object.values(message?.[0].match ?? {});

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
    const englishInputs = (key: string) => placeholders(formsOf(english[key])[0] ?? "");
    for (const key of keys) {
      const forms = formsOf(messages[key]);
      expect(forms.length, `${locale}: ${key}`).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form.trim(), `${locale}: ${key}`).toBeTruthy();
        expect(placeholders(form), `${locale}: ${key}`).toEqual(englishInputs(key));
      }
    }
  });

  it.each(LOCALES)("%s gives a message with plural forms every form its language has", (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const withForms = Object.entries(catalogue(locale)).filter(
      (entry): entry is [string, [Variants]] => typeof entry[1] !== "string",
    );
    expect(withForms.length).toBeGreaterThan(0);
    for (const [key, [variants]] of withForms) {
      const [selector] = variants.selectors;
      expect(variants.selectors, `${locale}: ${key}`).toHaveLength(1);
      expect(Object.keys(variants.match).sort(), `${locale}: ${key}`).toEqual(
        categories.map((category) => `${selector}=${category}`).sort(),
      );
    }
  });

  it("holds no key that no code uses", () => {
    const code = sources();
    const unused = keys.filter((key) => !new RegExp(`\\b${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it.each(LOCALES)("%s names a moving area's button with its visible word in it", (locale) => {
    const messages = catalogue(locale);
    for (const verb of ["pause", "play"]) {
      const names = keys.filter((key) => key.startsWith(`home_${verb}_`));
      expect(names.length, verb).toBe(4);
      for (const key of names) {
        expect(messages[key], `${locale}: ${key}`).toContain(messages[`home_${verb}`]);
      }
    }
  });

  it("writes Hindi and Marathi in Devanagari", () => {
    for (const locale of ["hi", "mr"]) {
      const messages = catalogue(locale);
      const latin = keys.filter((key) =>
        formsOf(messages[key]).some((form) => !/[\u0900-\u097F]/.test(form)),
      );
      // Words kept as they are in every language: none yet.
      expect(latin, locale).toEqual([]);
    }
  });
});
