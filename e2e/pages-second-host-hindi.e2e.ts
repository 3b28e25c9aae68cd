// The smoke suite of every page template (see pages.e2e.ts) on the second demo host at 1280 px,
// in Hindi under its prefix (see pages-second-host-english.e2e.ts).
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[1], "desktop", "hi");
