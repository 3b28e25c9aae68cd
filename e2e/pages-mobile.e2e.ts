// The smoke suite of every page template (see pages.e2e.ts) on the first demo host at 390 px,
// in Hindi under its prefix: with English (pages.e2e.ts) and Marathi (pages-marathi.e2e.ts),
// every template of this host passes in each of the three languages, and the longer Hindi
// words are the ones a phone's first screen holds.
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[0], "mobile", "hi");
