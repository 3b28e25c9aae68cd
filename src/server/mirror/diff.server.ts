// What a mirror would change: documents added, removed and changed by kind, compared as the
// store holds them (each bundle projected), and media keys added and removed.
import { collectFileKeys, bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import { projectBundle, type Kind } from "#server/content/project.server.ts";

export interface KindChange {
  kind: Kind | "media";
  added: number;
  removed: number;
  changed: number;
}

/** The JSON of a value with every object's keys in order: equal values, equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Each document as the store would hold it, the bundle read as an import reads it (parsed,
 * so that a rebuilt bundle and a stored one compare by value, not by the order of keys). */
function documents(bundle: Bundle | null): Map<string, string> {
  const rows = bundle ? projectBundle(bundleSchema.parse(bundle)) : [];
  return new Map(rows.map((r) => [`${r.kind} ${r.id}`, canonical(r)]));
}

/** The kinds whose documents differ between `current` (null: none stored) and `next`. */
export function bundleChanges(current: Bundle | null, next: Bundle): KindChange[] {
  const before = documents(current);
  const after = documents(next);
  const changes = new Map<string, KindChange>();
  const count = (key: string, field: "added" | "removed" | "changed") => {
    const kind = key.slice(0, key.indexOf(" ")) as Kind;
    const change = changes.get(kind) ?? { kind, added: 0, removed: 0, changed: 0 };
    change[field]++;
    changes.set(kind, change);
  };
  for (const [key, body] of after) {
    const old = before.get(key);
    if (old === undefined) count(key, "added");
    else if (old !== body) count(key, "changed");
  }
  for (const key of before.keys()) if (!after.has(key)) count(key, "removed");
  const keys = (b: Bundle | null) =>
    new Set(b ? collectFileKeys(bundleSchema, b).map((k) => k.key) : []);
  const [oldKeys, newKeys] = [keys(current), keys(next)];
  const media: KindChange = {
    kind: "media",
    added: [...newKeys].filter((k) => !oldKeys.has(k)).length,
    removed: [...oldKeys].filter((k) => !newKeys.has(k)).length,
    changed: 0,
  };
  return [...changes.values(), ...(media.added + media.removed > 0 ? [media] : [])];
}
