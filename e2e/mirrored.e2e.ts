// The smoke suite of every page template (see pages.e2e.ts) on a mirrored institute (issue 60):
// the second demo institute, Marathi at its plain addresses, mirrored from the suite's server
// into a fresh store and served by a server of its own, visited at 390 px.
import { afterAll } from "vitest";
import { mirroredInstitute } from "./support/mirrored.ts";
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

const mirrored = await mirroredInstitute(DEMO_HOSTS[1]);
afterAll(() => mirrored.stop());

try {
  await describeTemplates(DEMO_HOSTS[1], "mobile", undefined, {
    port: mirrored.port,
    name: "mirrored into a fresh server",
  });
} catch (error) {
  // A file that fails to collect runs no hooks: its server is stopped here.
  await mirrored.stop();
  throw error;
}
