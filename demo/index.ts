// What the server and the command take from the demo: the institutes' bundles, and their
// import into a store.
export { demoBundles } from "./generate.server.ts";
export { importDemo } from "./import-demo.server.ts";
