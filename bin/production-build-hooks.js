// React Router's package exports name only its development build (dist/development), under
// every condition, so a server would run it in production too: development warnings, a stack
// trace logged for every unknown path or method, slower checks. This module resolution hook
// gives every importer the production build of the same version, so one copy is loaded.
const DEVELOPMENT = "/node_modules/react-router/dist/development/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT)
    ? {
        ...resolved,
        url: resolved.url.replace(DEVELOPMENT, "/node_modules/react-router/dist/production/"),
      }
    : resolved;
}
