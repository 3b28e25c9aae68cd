// Deterministic pseudo-randomness for demo content: every value derives from a
// string seed so regenerating the demo yields byte-identical output.
import { createHash } from "node:crypto";

export type Random = () => number;

/** sfc32 seeded from the SHA-256 of `seed`; returns floats in [0, 1). */
export function seededRandom(seed: string): Random {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next: Random = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 correlate with the raw state; discard them.
  for (let i = 0; i < 12; i++) next();
  return next;
}

export function pick<T>(rnd: Random, list: readonly T[]): T {
  if (list.length === 0) throw new Error("pick: empty list");
  return list[Math.floor(rnd() * list.length)] as T;
}
