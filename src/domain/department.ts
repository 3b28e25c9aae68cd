// What the platform's departments mean to the site, the store and the search alike.

/** A type with a name: a blank one would be a menu entry and a tab without a label. */
export function isNamedType(type: string | null | undefined): type is string {
  return typeof type === "string" && type.trim() !== "";
}
