// The smoke suite of every page template (see pages.e2e.ts) on the first demo host at 390 px.
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[0], "mobile");
