// A demo institute mirrored into a fresh server (issue 60), as an operator does it: `prospectus
// mirror` reads it from the suite's server through its read API into an empty store, and
// `prospectus serve` serves that store (which, holding an institute, loads no demo).
import { rm } from "node:fs/promises";
import { inject } from "vitest";
import { DEMO_INSTITUTES } from "#demo/generate.server.ts";
import { get } from "#test/support/http.ts";
import { startCommand, startServerProcess, tempDir } from "#test/support/process.ts";

export interface MirroredServer {
  port: number;
  stop(): Promise<void>;
}

/** The institute served on `host` by the suite's server, mirrored into a server of its own. */
export async function mirroredInstitute(host: string): Promise<MirroredServer> {
  const institute = DEMO_INSTITUTES.find((i) => i.hosts.includes(host));
  if (!institute) throw new Error(`no demo institute on ${host}`);
  // Hosts and languages are configuration: the platform's API does not carry them.
  const languages = institute.languages
    ? [
        institute.languages.default,
        ...institute.languages.offered.filter((l) => l !== institute.languages?.default),
      ]
    : [];
  const dataDir = await tempDir("prospectus-e2e-mirror-");
  const env = { DATA_DIR: dataDir };
  // Waited for as long as it takes: some 800 reads, on a runner shared with the browser.
  const mirror = startCommand(
    [
      "mirror",
      `--from=http://127.0.0.1:${inject("port")}/api`,
      `--host=${host}`,
      `--hosts=${institute.hosts.join(",")}`,
      ...(languages.length > 0 ? [`--languages=${languages.join(",")}`] : []),
    ],
    env,
  );
  const code = await mirror.exited;
  if (code !== 0) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`the mirror exited ${code}: ${mirror.stderr()}`);
  }
  const server = await startServerProcess(env);
  // A fresh process's first page loads the site's build and reads the store cold: waited for
  // here, as long as a start takes, so that the tests' own requests time only the pages.
  const first = await get(server.port, "/sitemap.xml", { host, timeoutMs: 180_000 });
  if (first.status !== 200) {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`the mirrored institute's sitemap answered ${first.status}`);
  }
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
