// A test file's server: a fresh store holding the institutes of the given bundles (the demo's,
// by default), started before the tests of the describe block it is called in and stopped
// after them.
import { afterAll, beforeAll } from "vitest";
import { importBundle, type BundleSource } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo } from "./bundles.ts";
import { get, startTestServer, type Reply, type TestServer } from "./http.ts";
import { backends, type Backend } from "./stores.ts";

/** Importing a few institutes into PostgreSQL on a busy two-core machine can take minutes. */
const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  readonly db: Db;
  readonly server: TestServer;
  /** A request to this server (`get` of ./http.ts, on its port). */
  get(path: string, opts?: Parameters<typeof get>[2]): Promise<Reply>;
}

/** A server over demo institutes, by their index. */
export function demoServer(
  institutes: readonly number[] = [0],
  options: Parameters<typeof startTestServer>[1] = {},
  backend: Backend | undefined = backends[0],
): RunningServer {
  return storeServer(
    institutes.map((index) => demo(index)),
    options,
    backend,
  );
}

/** A server over the institutes of `bundles`, imported in turn. */
export function storeServer(
  bundles: readonly BundleSource[],
  options: Parameters<typeof startTestServer>[1] = {},
  backend: Backend | undefined = backends[0],
): RunningServer {
  let db: Db | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (!backend) throw new Error("no store to test on");
    db = await backend.open();
    for (const bundle of bundles) await importBundle(db, bundle);
    server = await startTestServer(db, options);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test's server is read before it started");
    return value;
  };
  return {
    get db() {
      return started(db);
    },
    get server() {
      return started(server);
    },
    get: (path, opts) => get(started(server).port, path, opts),
  };
}
