// Writes an empty PGlite cluster, just initialised, as a data directory dump for the store to
// start from (src/server/store/pglite-template.server.ts; docs/decisions/062): initdb is
// PGlite's most memory-hungry step (about 800 MB of RSS, decision 027), and is taken once
// here, at build time, instead of by a server's first start and every test's store.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const { version } = JSON.parse(
  await readFile("node_modules/@electric-sql/pglite/package.json", "utf8"),
);
const target = path.join("build/pglite", `empty-${version}.tar.gz`);
const dir = path.join(tmpdir(), `prospectus-pglite-template-${process.pid}`);
try {
  const db = await PGlite.create(dir);
  const dump = await db.dumpDataDir("gzip");
  await db.close();
  await rm("build/pglite", { recursive: true, force: true });
  await mkdir("build/pglite", { recursive: true });
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
} finally {
  await rm(dir, { recursive: true, force: true });
}
