// A message signed by a person: the principal's, a leading person's, the society founder's.
import type { SafeHtml } from "../../lib/sanitize.server.ts";
import { RichText } from "../RichText.tsx";
import { Avatar } from "./Avatar.tsx";
import { useText } from "../../i18n/use-text.ts";

export interface SignedMessage {
  name: string;
  role: string;
  photo: string | undefined;
  message: SafeHtml;
}

export function PersonMessage({ person }: { person: SignedMessage }) {
  const text = useText();
  return (
    <article className="grid gap-6 grid-cols-1 md:grid-cols-[12rem_minmax(0,1fr)]">
      <figure className="flex flex-col items-center gap-2 text-center md:items-start md:text-left">
        <Avatar photo={person.photo} size={160} />
        <figcaption className="max-w-full">
          <span className="block font-semibold">{person.name}</span>
          {person.role ? <span className="block text-slate-700">{person.role}</span> : null}
        </figcaption>
      </figure>
      {person.message ? <RichText html={person.message} /> : <p>{text.people_no_message}</p>}
    </article>
  );
}
