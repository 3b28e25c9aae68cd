// Contact cards (spec 2.11, 2.13): department, person, phone and e-mail; phone and e-mail are
// links that dial and write.
import { useText } from "../../i18n/use-text.ts";
export interface Contact {
  department: string;
  person: string;
  phone: string;
  email: string;
}

export function ContactCards({ contacts, empty }: { contacts: readonly Contact[]; empty: string }) {
  const text = useText();
  if (contacts.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid gap-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
      {contacts.map((contact, index) => (
        <li key={`${contact.department}-${contact.person}-${index}`} className="space-y-1 card p-4">
          {contact.department ? <p className="font-semibold">{contact.department}</p> : null}
          {contact.person ? <p>{contact.person}</p> : null}
          {contact.phone ? (
            <p>
              <span className="sr-only">{text.contact_phone}</span>
              <a
                className="text-accent underline underline-offset-4"
                href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
              >
                {contact.phone}
              </a>
            </p>
          ) : null}
          {contact.email ? (
            <p>
              <span className="sr-only">{text.contact_email}</span>
              <a
                className="text-accent underline underline-offset-4"
                href={`mailto:${contact.email}`}
              >
                {contact.email}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The platform's contact card shape (admission, library, department). */
export function contactOf(card: {
  contact_department_name: string;
  contact_person_name: string;
  contact_person_mobile: string;
  contact_person_email: string;
}): Contact {
  return {
    department: card.contact_department_name,
    person: card.contact_person_name,
    phone: card.contact_person_mobile,
    email: card.contact_person_email,
  };
}
