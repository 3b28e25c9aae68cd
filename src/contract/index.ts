// The platform API contract: entities, endpoints, bundle format, constants and parse modes.
export * from "./constants.ts";
export * from "./fields.ts";
export * from "./entities.ts";
export * from "./endpoints.ts";
export * from "./bundle.ts";
export * from "./parse.ts";
export * from "./links.ts";
export * from "./search.ts";
export * from "./disclosure.ts";
export * from "./archive.ts";
export * from "./languages.ts";
export * from "./locales.ts";
