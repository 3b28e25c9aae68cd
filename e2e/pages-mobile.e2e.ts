// The smoke suite of every page template (see pages.e2e.ts) on the first demo host at 390 px,
// in Hindi: with the first host's pages in English at 1280 px (pages.e2e.ts) and the second
// host's in Marathi, its default (pages-second-host.e2e.ts), every template passes in each of
// the three languages, and the longer Hindi words are the ones a phone's first screen holds.
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[0], "mobile", "hi");
