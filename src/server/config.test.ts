// The mirror's settings (decision 084) are checked at start like every other: a bad one stops
// the start naming the variable.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server.ts";

const FROM = "https://platform.example/api";

describe("the mirror's settings", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "prospectus-config-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const file = async (name: string, text: string) => {
    const at = path.join(dir, name);
    await writeFile(at, text);
    return at;
  };
  const refused = (env: Record<string, string>, variable: string) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  };

  it("is off unless MIRROR_FROM is set, and then mirrors each host every 120 s and 3600 s", () => {
    expect(loadConfig({}).mirror).toBeNull();
    expect(loadConfig({ MIRROR_FROM: FROM, MIRROR_HOSTS: "A.example, b.example" }).mirror).toEqual({
      from: FROM,
      mediaFrom: null,
      institutes: [
        { hosts: ["a.example"], languages: null },
        { hosts: ["b.example"], languages: null },
      ],
      quickMs: 120_000,
      fullMs: 3_600_000,
    });
  });

  it("takes an institute's hosts and languages from MIRROR_INSTITUTES", async () => {
    const institutes = await file(
      "institutes.json",
      JSON.stringify([{ hosts: ["a.example", "www.a.example"], languages: ["mr", "en"] }]),
    );
    const mirror = loadConfig({
      MIRROR_FROM: FROM,
      MIRROR_HOSTS: "www.a.example,b.example",
      MIRROR_INSTITUTES: institutes,
      MIRROR_QUICK_INTERVAL: "30",
    }).mirror;
    expect(mirror?.institutes).toEqual([
      { hosts: ["a.example", "www.a.example"], languages: ["mr", "en"] },
      { hosts: ["b.example"], languages: null },
    ]);
    expect(mirror?.quickMs).toBe(30_000);
  });

  it("refuses what cannot work, naming the variable", async () => {
    refused({ MIRROR_HOSTS: "a.example" }, "MIRROR_FROM");
    refused({ MIRROR_FROM: FROM }, "MIRROR_HOSTS");
    refused(
      { MIRROR_FROM: "ftp://platform.example/api", MIRROR_HOSTS: "a.example" },
      "MIRROR_FROM",
    );
    refused(
      { MIRROR_FROM: FROM, MIRROR_HOSTS: "a.example", PLATFORM_API_URL: FROM },
      "MIRROR_FROM",
    );
    refused({ MIRROR_FROM: FROM, MIRROR_HOSTS: "not a host" }, "MIRROR_HOSTS");
    refused(
      { MIRROR_FROM: FROM, MIRROR_HOSTS: "a.example", MIRROR_QUICK_INTERVAL: "0" },
      "MIRROR_QUICK_INTERVAL",
    );
    refused(
      { MIRROR_FROM: FROM, MIRROR_INSTITUTES: path.join(dir, "missing.json") },
      "MIRROR_INSTITUTES",
    );
    refused(
      { MIRROR_FROM: FROM, MIRROR_INSTITUTES: await file("bad.json", '[{"hosts": []}]') },
      "MIRROR_INSTITUTES: 0.hosts",
    );
    refused(
      {
        MIRROR_FROM: FROM,
        MIRROR_INSTITUTES: await file(
          "lang.json",
          '[{"hosts": ["a.example"], "languages": ["fr"]}]',
        ),
      },
      "MIRROR_INSTITUTES: 0.languages.0",
    );
    refused(
      {
        MIRROR_FROM: FROM,
        MIRROR_INSTITUTES: await file(
          "twice.json",
          '[{"hosts": ["a.example"]}, {"hosts": ["b.example", "A.example"]}]',
        ),
      },
      "MIRROR_INSTITUTES: 1.hosts.1: a.example is named twice",
    );
    refused(
      {
        MIRROR_FROM: FROM,
        MIRROR_INSTITUTES: await file(
          "lang-twice.json",
          '[{"hosts": ["a.example"], "languages": ["mr", "en", "mr"]}]',
        ),
      },
      "MIRROR_INSTITUTES: 0.languages: a language is named once",
    );
  });

  it("gives live mode the same file's institutes, checked by the same rules", async () => {
    const institutes = await file(
      "live.json",
      JSON.stringify([{ hosts: ["A.example", "www.a.example"], languages: ["mr", "en"] }]),
    );
    expect(loadConfig({ PLATFORM_API_URL: FROM }).liveInstitutes).toBeNull();
    const live = loadConfig({ PLATFORM_API_URL: FROM, MIRROR_INSTITUTES: institutes });
    expect(live.liveInstitutes).toEqual([
      { hosts: ["a.example", "www.a.example"], languages: ["mr", "en"] },
    ]);
    expect(live.mirror).toBeNull();
    expect(loadConfig({ MIRROR_FROM: FROM, MIRROR_INSTITUTES: institutes }).liveInstitutes).toBe(
      null,
    );
    refused({ MIRROR_INSTITUTES: institutes }, "MIRROR_FROM");
    refused(
      { PLATFORM_API_URL: FROM, MIRROR_INSTITUTES: path.join(dir, "missing.json") },
      "MIRROR_INSTITUTES: cannot read",
    );
    refused(
      {
        PLATFORM_API_URL: FROM,
        MIRROR_INSTITUTES: await file(
          "live-lang.json",
          '[{"hosts": ["a.example"], "languages": ["fr"]}]',
        ),
      },
      "MIRROR_INSTITUTES: 0.languages.0",
    );
    refused(
      { PLATFORM_API_URL: FROM, MIRROR_INSTITUTES: await file("none.json", "[]") },
      "MIRROR_INSTITUTES",
    );
    refused({ PLATFORM_API_URL: FROM, MIRROR_HOSTS: "a.example" }, "MIRROR_FROM");
  });
});
