// The pulsing New Admission link. Only a small dot beside the words pulses, so the text keeps
// its contrast at every moment, and it stays still under prefers-reduced-motion.
import type { ComponentProps } from "react";
import { Link } from "../Link.tsx";
import type { MenuLink } from "../../lib/menu-model.ts";

export function NewAdmissionLink({
  link,
  ...rest
}: { link: MenuLink } & Omit<ComponentProps<typeof Link>, "to">) {
  return (
    <Link
      {...rest}
      to={link.href}
      className="inline-flex min-h-7 items-center gap-2 rounded-full bg-white px-3 py-0.5 text-sm font-semibold text-accent focus-visible:outline-white"
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full rounded-full bg-current opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2.5 rounded-full bg-current" />
      </span>
      {link.label}
    </Link>
  );
}
