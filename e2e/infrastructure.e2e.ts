// Infrastructure (spec 2.17): six facilities of entries and the Infrastructure custom modules.
import { INFRASTRUCTURE_TABS } from "#contract/links.ts";
import { entrySectionSuite } from "./support/entry-section.ts";

const FIELDS = {
  library: "library",
  gymkhana: "gymkhana",
  laboratories: "laboratory",
  "smart-classroom": "smart_class",
  "ladies-common-room": "ladies_common_room",
  "botanical-garden": "botanical_garden",
} as const;

entrySectionSuite({
  name: "Infrastructure",
  base: "/infrastructure",
  moduleType: "INFRASTRUCTURE",
  tabs: INFRASTRUCTURE_TABS.map((tab) => ({ ...tab, field: FIELDS[tab.slug] })),
  pictureTab: "gymkhana",
});
