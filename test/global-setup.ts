// The CLI tests run the real command, so the build it runs must be current. `npm test` builds
// once before both suites and says so; a suite or file run on its own builds here.
import { execFileSync } from "node:child_process";

export default function setup(): void {
  if (process.env.PROSPECTUS_BUILT === "1") return;
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
