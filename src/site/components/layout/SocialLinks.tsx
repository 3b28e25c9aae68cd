// The institute's social profiles as icon links; only the networks it has a link for appear.
import type { LayoutData } from "../../lib/layout.server.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { SOCIAL_ICONS, SocialIcon } from "./icons.tsx";
import { NewTabHint } from "./MenuItemView.tsx";

export function SocialLinks({
  links,
  className,
  linkClassName,
}: {
  links: LayoutData["social"];
  className: string;
  linkClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a href={url} {...EXTERNAL_LINK} className={linkClassName}>
            <SocialIcon network={network} />
            <span className="sr-only">{SOCIAL_ICONS[network].label}</span>
            <NewTabHint href={url} mark={false} />
          </a>
        </li>
      ))}
    </ul>
  );
}
