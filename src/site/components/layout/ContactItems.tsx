// The institute's phone and e-mail as tel: and mailto: links, for the banner and the footer.
import { MailIcon, PhoneIcon } from "./icons.tsx";
import { useText } from "../../i18n/use-text.ts";

/** A phone number as a tel: address: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A phone or e-mail link's look (app.css). */
export const CONTACT_LINK = "contact-link";

/** List items of the phone and e-mail that are present. */
export function ContactItems({
  phone,
  email,
  linkClassName,
}: {
  phone: string;
  email: string;
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
    </>
  );
}
