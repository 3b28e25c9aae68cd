// Names matched as whole words in any script: "Anti-Ragging Committee", "anti ragging
// committee" and "ANTI RAGGING COMMITTEE" are one name; "Anti-Ragging Awareness Week" does not
// hold it. Devanagari is compared in one normal form, its joiners dropped and its digits read
// as digits.

const DEVANAGARI_ZERO = 0x0966;

/** Text as words: NFKC, lower case, every run of other characters one space, padded. */
export function normalWords(text: string): string {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[०-९]/g, (d) => String((d.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO))
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}

/** A list of names, each held by a text when all its words stand together in it. */
export class Names {
  private readonly phrases: string[];

  constructor(names: readonly string[]) {
    this.phrases = names.map(normalWords).filter((phrase) => phrase.trim() !== "");
  }

  /** True when `text` holds one of the names as whole words. */
  in(text: string): boolean {
    const words = normalWords(text);
    return this.phrases.some((phrase) => words.includes(phrase));
  }

  get size(): number {
    return this.phrases.length;
  }
}
