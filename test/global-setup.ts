// The CLI tests run the real command, so the build it runs must be current.
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
