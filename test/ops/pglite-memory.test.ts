// Decision 027: the embedded store runs Postgres with buffers sized for an institute's store,
// not for a server of its own, while keeping the settings initdb wrote (time zone, the text
// search configuration the search index relies on).
import { afterEach, describe, expect, it } from "vitest";
import { openDb, type Db } from "#server/store/db.server.ts";
import { tempDir } from "#test/support/process.ts";

describe("PGlite's memory", () => {
  let db: Db | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it.each([
    ["in a data directory", async () => openDb({ kind: "pglite", dataDir: await tempDir() })],
    ["in memory", async () => openDb({ kind: "pglite-memory" })],
  ])("holds 32 MB of shared buffers and 16 MB for index builds %s", async (_where, open) => {
    db = await open();
    const setting = async (name: string) =>
      Object.values((await db!.query<Record<string, string>>(`SHOW ${name}`))[0] ?? {})[0];
    expect(await setting("shared_buffers")).toBe("32MB");
    expect(await setting("maintenance_work_mem")).toBe("16MB");
    expect(await setting("timezone")).toBe("UTC");
    expect(await setting("default_text_search_config")).toBe("pg_catalog.english");
  });
});
