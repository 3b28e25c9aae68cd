// The institute as schema.org's CollegeOrUniversity (decision 089), made with the frame's data
// on the server: the landing and contact pages write it, and an event names it as organiser.
import { absoluteUrl } from "./seo.ts";
import { siteUrl, type CollegeSource, type StructuredItem } from "./structured-data.ts";

/** The institute: name and home page, with its logo, address and contacts where it has them. */
export function collegeItem(site: CollegeSource): StructuredItem {
  const logo = site.logoUrl ? absoluteUrl(site.origin, site.logoUrl) : undefined;
  const sameAs = site.social.map((link) => link.url).filter((url) => /^https?:\/\//i.test(url));
  return {
    "@type": "CollegeOrUniversity",
    name: site.name,
    url: siteUrl(site, "/"),
    ...(logo ? { logo } : {}),
    ...(site.address
      ? { address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" } }
      : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
