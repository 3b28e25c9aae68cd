// The two ways of reading platform data. Strict (imports): every field as the contract says,
// or a list of problems each with the JSON path of the bad field. Lenient (a remote platform):
// missing or malformed data becomes empty, unknown fields are kept.
import { z } from "zod";
import { isFileKeySchema } from "./fields.ts";

export interface Problem {
  /** A JSON path such as `$.notices[3].insAnnTitle`. */
  path: string;
  message: string;
}

export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === "number"
        ? `${out}[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${out}.${String(key)}`
          : `${out}[${JSON.stringify(String(key))}]`,
    "$",
  );
}

export type StrictResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export function parseStrict<S extends z.ZodType>(
  schema: S,
  value: unknown,
  base: readonly PropertyKey[] = [],
): StrictResult<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: jsonPath([...base, ...issue.path]),
      message: issue.message,
    })),
  };
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as Def;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const lenientCache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Derives the forgiving reader of a strict schema. Rules: a missing or wrong string is "",
 * a number 0, a boolean false, a list [] (an object where a list belongs gives its values:
 * the platform once sent quick links as link_1…link_6), a record {} (a list where a record
 * belongs gives its items keyed by place), an object is read field by field
 * keeping unknown fields; optional and nullable fields stay absent or null when wrong.
 */
export function lenient<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  // The derived schema has the same output type by construction of the rules below; the
  // compiler cannot follow a walk over schema definitions, so the type is restated once here.
  return lenientOf(schema) as z.ZodType<z.output<S>>;
}

function lenientOf(schema: z.ZodType): z.ZodType {
  const cached = lenientCache.get(schema);
  if (cached) return cached;
  // Recursive schemas (custom item trees) meet themselves while being derived: they get a
  // lazy reference to the result until it exists.
  const result: { schema?: z.ZodType } = {};
  lenientCache.set(
    schema,
    z.lazy(() => result.schema ?? z.never()),
  );
  result.schema = deriveLenient(schema);
  lenientCache.set(schema, result.schema);
  return result.schema;
}

function deriveLenient(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "enum":
      return z.string().catch("");
    case "literal":
      return schema.catch((def.values as unknown[])[0]);
    case "number":
      return z.number().catch(0);
    case "boolean":
      return z.boolean().catch(false);
    case "array": {
      const element = lenientOf(def.element as z.ZodType);
      return z
        .preprocess((v) => (isPlainObject(v) ? Object.values(v) : v), z.array(z.unknown()))
        .catch([])
        .transform((items) => items.map((item) => element.parse(item)));
    }
    case "record": {
      // The platform's object of named entries (quick links as link_1…); a list in its place
      // gives its items keyed by their place from 1, so their order survives.
      const value = lenientOf(def.valueType as z.ZodType);
      return z
        .preprocess(
          (v) =>
            Array.isArray(v) ? Object.fromEntries(v.map((item, i) => [`${i + 1}`, item])) : v,
          z.record(z.string(), z.unknown()),
        )
        .catch({})
        .transform((entries) =>
          Object.fromEntries(Object.entries(entries).map(([k, item]) => [k, value.parse(item)])),
        );
    }
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields: Record<string, z.ZodType> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = lenientOf(field);
      const object = z.looseObject(fields);
      return z.preprocess((v) => (isPlainObject(v) ? v : {}), object);
    }
    case "optional":
      return lenientOf(def.innerType as z.ZodType)
        .optional()
        .catch(undefined);
    case "nullable":
      return z.preprocess(
        (v) => (v === undefined ? null : v),
        lenientOf(def.innerType as z.ZodType).nullable(),
      );
    case "default":
      return lenientOf(def.innerType as z.ZodType);
    case "union": {
      const options = def.options as z.ZodType[];
      // A union reads the first option that takes the value strictly, else the first option
      // read leniently.
      const first = options[0];
      if (!first) return z.unknown();
      return z.unknown().transform((v) => {
        for (const option of options) {
          const strict = option.safeParse(v);
          if (strict.success) return strict.data;
        }
        return lenientOf(first).parse(v);
      });
    }
    case "pipe":
      return lenientOf(def.out as z.ZodType);
    case "lazy":
      return z.lazy(() => lenientOf((def.getter as () => z.ZodType)()));
    default:
      return schema.catch(undefined);
  }
}

/**
 * Every media key in a value, found by walking it beside its schema: the fields whose schema
 * is a file key (fields.ts). Unions take the option the value satisfies.
 */
export function collectFileKeys(
  schema: z.ZodType,
  value: unknown,
  path: readonly PropertyKey[] = [],
  out: { key: string; path: string }[] = [],
): { key: string; path: string }[] {
  if (value === undefined || value === null) return out;
  if (isFileKeySchema(schema)) {
    if (typeof value === "string") out.push({ key: value, path: jsonPath(path) });
    return out;
  }
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return collectFileKeys(def.innerType as z.ZodType, value, path, out);
    case "pipe":
      return collectFileKeys(def.in as z.ZodType, value, path, out);
    case "lazy":
      return collectFileKeys((def.getter as () => z.ZodType)(), value, path, out);
    case "array":
      if (Array.isArray(value)) {
        value.forEach((item, i) =>
          collectFileKeys(def.element as z.ZodType, item, [...path, i], out),
        );
      }
      return out;
    case "object":
      if (isPlainObject(value)) {
        for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          collectFileKeys(field, value[key], [...path, key], out);
        }
      }
      return out;
    case "union": {
      const match = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      return match ? collectFileKeys(match, value, path, out) : out;
    }
    default:
      return out;
  }
}

/**
 * A copy of `value` with only the fields `schema` knows, found by walking it beside the
 * schema: what a platform added that we do not know is dropped, so that the strict parse
 * that follows refuses only what is wrong in a field we know. Unions take the first option
 * that the pruned value satisfies (or the first option).
 */
export function knownFields(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return knownFields(def.innerType as z.ZodType, value);
    case "pipe": {
      // A preprocess sees the value as it came.
      const input = def.in as z.ZodType;
      return defOf(input).type === "transform" ? value : knownFields(input, value);
    }
    case "lazy":
      return knownFields((def.getter as () => z.ZodType)(), value);
    case "array":
      return Array.isArray(value)
        ? value.map((item) => knownFields(def.element as z.ZodType, item))
        : value;
    case "record": {
      // A key the record's own keys cannot be (quick links are link_1…) is a field the
      // platform added beside its entries, not an entry.
      if (!isPlainObject(value)) return value;
      const keyType = def.keyType as z.ZodType;
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => keyType.safeParse(k).success)
          .map(([k, v]) => [k, knownFields(def.valueType as z.ZodType, v)]),
      );
    }
    case "object": {
      if (!isPlainObject(value)) return value;
      const shape = def.shape as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) {
        const known = shape[key];
        if (known) out[key] = knownFields(known, field);
        else if (def.catchall && defOf(def.catchall as z.ZodType).type !== "never")
          out[key] = field;
      }
      return out;
    }
    case "union": {
      const options = def.options as z.ZodType[];
      for (const option of options) {
        const pruned = knownFields(option, value);
        if (option.safeParse(pruned).success) return pruned;
      }
      return options[0] ? knownFields(options[0], value) : value;
    }
    default:
      return value;
  }
}
