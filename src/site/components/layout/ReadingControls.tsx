// The site's own text size (A−, A, A+) and high-contrast controls (issue 62, decision 088): no
// overlay script, the same bytes for every visitor (decision 068). The choice is kept in the
// browser (localStorage) and applied by a small script in the head, before the first paint, as
// classes on <html> that app.css reads. The same script answers the buttons' clicks, so they
// work from the first paint, long before the page's modules start (decision 024); React only
// renders them. Without JavaScript the controls are not shown (app.css shows them once the
// script has marked <html>).
import { createContext, useContext } from "react";
import { useText } from "../../i18n/use-text.ts";

/** The nonce a server render puts on its inline scripts (the marker of decision 068). */
export const ScriptNonce = createContext<string | undefined>(undefined);

/** The head's script as text: the server hands it in (lib/reading-script.server.ts), so the
 * browser's bundle does not carry it again; the browser keeps the element it was sent, and
 * hydration leaves its text as it is, as for the nonce. */
export const ReadingScriptText = createContext("");

const ID = "reading-script";
const sent =
  typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");

/** The head's script: rendered with the marker nonce, so the policy allows it by its hash. */
export function ReadingScript() {
  const nonce = useContext(ScriptNonce);
  const script = useContext(ReadingScriptText) || sent;
  return <script id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

const SIZES = [
  { value: "smaller", face: "A−", name: "frame_text_smaller" },
  { value: "normal", face: "A", name: "frame_text_normal" },
  { value: "larger", face: "A+", name: "frame_text_larger" },
] as const;

/**
 * The buttons, as the server sends them: normal size, normal contrast. The head's script sets
 * `aria-pressed` to the visitor's choice as soon as they are parsed, which hydration leaves.
 */
export function ReadingControls({ className }: { className: string }) {
  const text = useText();
  return (
    <div role="group" aria-label={text.frame_reading_controls} className={className}>
      {SIZES.map((size) => (
        <button
          key={size.value}
          type="button"
          data-reading="size"
          value={size.value}
          aria-pressed={size.value === "normal"}
          suppressHydrationWarning
          className="reading-button"
        >
          {size.face}
          <span className="sr-only"> {text[size.name]}</span>
        </button>
      ))}
      <button
        type="button"
        data-reading="contrast"
        aria-pressed={false}
        suppressHydrationWarning
        className="reading-button"
      >
        <ContrastIcon />
        <span className="sr-only">{text.frame_high_contrast}</span>
      </button>
    </div>
  );
}

function ContrastIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </svg>
  );
}
