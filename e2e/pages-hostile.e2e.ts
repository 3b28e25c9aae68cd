// One page of every template of the hostile institute (see pages.e2e.ts) runs nothing of its
// content: no script, no handler, no dialog.
import { describeHostileTemplates } from "./support/templates.ts";

await describeHostileTemplates();
