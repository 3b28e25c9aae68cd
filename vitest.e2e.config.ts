import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/** The smoke suite's files (pages*.e2e.ts) are the longest: they start first, so that the
 * two workers end close together. The rest run largest (or, once timed, longest) first. */
class SmokeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const smoke = (file: TestSpecification) => /\/pages[^/]*\.e2e\.ts$/.test(file.moduleId);
    return [...sorted.filter(smoke), ...sorted.filter((file) => !smoke(file))];
  }
}

// Browser tests: a built server with a fresh demo store, driven through Debian's Chromium.
// The files only read from the server, so two run at once, each with its own Chromium: on two
// cores the suite takes about half as long again as one file at a time would take alone (see
// bench/README.md, "The test suite").
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A shared 2-core machine can take more than the default second to load a lazy chunk.
    expect: { poll: { timeout: 5_000 } },
    pool: "forks",
    maxWorkers: 2,
    // As in the unit suite (vitest.config.ts): a worker loads the support modules once.
    isolate: false,
    sequence: { sequencer: SmokeFirst },
    globalSetup: ["./test/global-setup.ts", "./e2e/support/global-setup.ts"],
  },
});
