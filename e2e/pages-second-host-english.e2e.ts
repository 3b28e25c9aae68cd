// The smoke suite of every page template (see pages.e2e.ts) on the second demo host at 390 px,
// in English under its prefix: with Marathi, its default (pages-second-host.e2e.ts), and Hindi
// (pages-second-host-hindi.e2e.ts), every template of this host passes in each of the three
// languages, and its own content is what a phone's first screen holds.
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[1], "mobile", "en");
