import { defineConfig } from "vitest/config";

// Browser tests: a built server with a fresh demo store, driven through Debian's Chromium.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A shared 2-core machine can take more than the default second to load a lazy chunk.
    expect: { poll: { timeout: 5_000 } },
    pool: "forks",
    fileParallelism: false,
    globalSetup: ["./test/global-setup.ts", "./e2e/support/global-setup.ts"],
  },
});
