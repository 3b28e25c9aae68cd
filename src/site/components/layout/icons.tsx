// Small inline icons of the frame. All are decorative: the control around each carries the
// accessible name.
import type { ReactNode } from "react";
import type { SocialNetwork } from "../../lib/layout.server.ts";

function Icon({ children, className = "size-4" }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      {children}
    </svg>
  );
}

const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
} as const;

export const ChevronDown = () => (
  <Icon className="size-3.5">
    <path {...STROKE} d="m6 9 6 6 6-6" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon className="size-6">
    <path {...STROKE} d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon className="size-6">
    <path {...STROKE} d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon>
    <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3z" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
  </Icon>
);

/**
 * The default logo when the institute has none: a shield with an open book, in the colour of
 * its text (`className`'s), or of `colour` where no stylesheet applies (the favicon it is
 * also served as, screens/icon/icon.server.tsx).
 */
export const Emblem = ({ className, colour }: { className?: string; colour?: string }) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 64 64"
    aria-hidden="true"
    className={className}
    color={colour}
  >
    <path d="M32 3 7 11v19c0 15.5 10.7 26.4 25 31 14.3-4.6 25-15.5 25-31V11z" fill="currentColor" />
    <path
      d="M17 23c6-2 11-1 15 2 4-3 9-4 15-2v20c-6-2-11-1-15 2-4-3-9-4-15-2z"
      fill="#fff"
      stroke="#fff"
      strokeWidth="1"
    />
    <path d="M32 25v20" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const SOCIAL_ICONS: Record<SocialNetwork, { label: string; icon: ReactNode }> = {
  facebook_link: {
    label: "Facebook",
    icon: (
      <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V14h2.7v8z" />
    ),
  },
  twitter_link: {
    label: "X (Twitter)",
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    ),
  },
  linkedin_link: {
    label: "LinkedIn",
    icon: (
      <path d="M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.9 2.6 4.9 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4z" />
    ),
  },
  youtube_link: {
    label: "YouTube",
    icon: (
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.8 3.1z" />
    ),
  },
  instagram_link: {
    label: "Instagram",
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" {...STROKE} />
        <circle cx="12" cy="12" r="4" {...STROKE} />
        <circle cx="17.5" cy="6.5" r="1.2" />
      </>
    ),
  },
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Icon className="size-5">{SOCIAL_ICONS[network].icon}</Icon>;
}

export const SearchIcon = () => (
  <Icon className="size-4">
    <circle {...STROKE} cx="11" cy="11" r="7" />
    <path {...STROKE} d="m20 20-3.5-3.5" />
  </Icon>
);

/** The mark of a link to another site (an arrow out of a box), beside the link's words. */
export const OtherSiteIcon = () => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    data-other-site=""
    className="ml-1 inline-block size-[0.875em] shrink-0 align-[-0.0625em]"
  >
    <path {...STROKE} d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </svg>
);
