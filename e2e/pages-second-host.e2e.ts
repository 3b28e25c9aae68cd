// The smoke suite of every page template (see pages.e2e.ts) on the second demo host at 1280 px,
// at its plain addresses, which speak Marathi: its content differs from the first host's.
import { DEMO_HOSTS } from "./support/site.ts";
import { describeTemplates } from "./support/templates.ts";

await describeTemplates(DEMO_HOSTS[1], "desktop");
