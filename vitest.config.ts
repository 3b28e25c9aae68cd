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
    // A worker keeps the modules it has loaded from one file to the next: every file imports
    // much of the server and site, and loading them again for each file cost about a fifth of
    // the suite (bench/README.md, "The test suite"). No file relies on a module's state being
    // new: timers are restored where faked, stores and servers are each test's own.
    isolate: false,
    setupFiles: ["./test/setup.ts"],
    globalSetup: ["./test/global-setup.ts"],
  },
});
