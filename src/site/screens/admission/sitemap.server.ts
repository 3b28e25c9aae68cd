// Admission in the sitemap: its pages (the process in every language of its QR codes) and the
// custom module pages (none when the institute turns the menu off: sitemapPages' rule).
import { QR_LANGUAGES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { customPagePaths } from "../../lib/section.server.ts";
import { paths, type SitemapSource } from "../../lib/sitemap.server.ts";

export const sitemap: SitemapSource = {
  routes: [
    "admission/index",
    "screens/admission/process",
    "screens/admission/contact",
    "screens/admission/document",
    "screens/admission/application",
    "custom/ADMISSION",
    "custom-nested/ADMISSION",
  ],
  pages: async (context) => {
    return paths([
      routes.admission(),
      ...QR_LANGUAGES.map((language) => routes.admissionProcess(language)),
      routes.admissionContact(),
      routes.admissionDocument(),
      routes.admissionApplication(),
      ...(await customPagePaths(context, "ADMISSION", routes.admission())),
    ]);
  },
};
