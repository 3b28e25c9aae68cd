// Headed passages of text (vision, mission, motto; a society's about): each shown only when it
// has something to say, or one line saying nothing has been written yet.
import type { SafeHtml } from "../../lib/sanitize.server.ts";
import { RichText } from "../RichText.tsx";
import { useText } from "../../i18n/use-text.ts";

export interface TextSection {
  heading: string;
  /** Sanitised rich text, or plain text shown as one emphasised line. */
  html?: SafeHtml;
  text?: string;
}

export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  const text = useText();
  const filled = sections.filter((section) => section.html || section.text?.trim());
  if (filled.length === 0) return <p>{text.entries_nothing_written}</p>;
  return (
    <div className="space-y-10">
      {filled.map((section, index) => (
        <section key={`${section.heading}-${index}`} className="space-y-3">
          {section.heading ? <h2 className="text-xl font-semibold">{section.heading}</h2> : null}
          {section.html ? <RichText html={section.html} /> : null}
          {section.text ? <p className="text-lg italic">{section.text}</p> : null}
        </section>
      ))}
    </div>
  );
}
