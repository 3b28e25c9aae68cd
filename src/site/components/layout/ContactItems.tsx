// The institute's phone and e-mail as tel: and mailto: links, and its address, for the
// banner, the footer and the website pages' contact.
import { MailIcon, PhoneIcon, PinIcon } from "./icons.tsx";
import { useText } from "../../i18n/use-text.ts";

/** A phone number as a tel: address: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A phone or e-mail link's look (app.css). */
export const CONTACT_LINK = "contact-link";

/** List items of the phone, e-mail and address that are present. An address given `lines`
 * keeps the line breaks it was written with. */
export function ContactItems({
  phone,
  email,
  address,
  lines = false,
  linkClassName,
}: {
  phone: string;
  email: string;
  address?: string;
  lines?: boolean;
  linkClassName: string;
}) {
  const text = useText();
  return (
    <>
      {phone ? (
        <li>
          <a href={telHref(phone)} className={linkClassName}>
            <PhoneIcon />
            <span className="sr-only">{text.contact_phone}</span>
            <span className="min-w-0">{phone}</span>
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={`${linkClassName} break-all`}>
            <MailIcon />
            <span className="sr-only">{text.contact_email}</span>
            <span className="min-w-0">{email}</span>
          </a>
        </li>
      ) : null}
      {address ? (
        <li className="flex gap-2">
          <span className="mt-0.5 shrink-0">
            <PinIcon />
          </span>
          <span className={lines ? "min-w-0 whitespace-pre-line" : "min-w-0"}>
            <span className="sr-only">{text.contact_address}</span>
            {address}
          </span>
        </li>
      ) : null}
    </>
  );
}
