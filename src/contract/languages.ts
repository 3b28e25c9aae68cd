// The bundle's language setting (issue 24; docs/content-bundle.md): which of the interface's
// languages an institute offers, and the one of its plain addresses.
import { z } from "zod";
import { LOCALES, type Languages } from "./locales.ts";

export const languages = z
  .strictObject({
    /** The language of the site's plain addresses. */
    default: z.enum(LOCALES),
    /** The languages offered, the default among them; the switcher lists them in this order. */
    offered: z.array(z.enum(LOCALES)).min(1),
  })
  .refine((value) => value.offered.includes(value.default), {
    message: "the default language must be one of the offered languages",
    path: ["offered"],
  })
  .refine((value) => new Set(value.offered).size === value.offered.length, {
    message: "a language is offered once",
    path: ["offered"],
  }) satisfies z.ZodType<Languages>;
