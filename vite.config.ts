import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Timings are advice for plugin authors, printed when the machine is busy: not ours.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
