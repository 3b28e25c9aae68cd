// The demo institutes (the top-level demo/ folder) are loaded only by what needs them: a
// first start on an empty store, and the `demo` command. The build puts them in a chunk of
// their own, so a server whose store has content never reads their generator.
export const loadDemo = () => import("#demo/index.ts");
