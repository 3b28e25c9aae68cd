import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/site",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
