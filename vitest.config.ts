import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "demo/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two at a time on a 2-core machine: the files share nothing (ports are the system's
    // choice, each store and PostgreSQL database is new), and many wait on processes they
    // start. 573 s instead of about 850 on one worker (bench/README.md, "The test suite").
    maxWorkers: 2,
    setupFiles: ["./test/setup.ts"],
    globalSetup: ["./test/global-setup.ts"],
  },
});
