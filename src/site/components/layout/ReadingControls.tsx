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

/** Where the choice is kept in the browser. */
const READING_KEY = "prospectus-reading";

/**
 * Reads the choice, marks <html> (`reading-on`, `reading-smaller` or `reading-larger`,
 * `reading-contrast`) and the buttons' `aria-pressed`, then keeps both in step with clicks.
 * A browser that refuses storage (private mode, a full quota) still applies the click to the
 * page it is on.
 */
const SCRIPT = `(function(){var d=document.documentElement,k="${READING_KEY}",s={};try{s=JSON.parse(localStorage.getItem(k)||"{}")||{}}catch(e){}function show(){var z=s.size==="smaller"||s.size==="larger"?s.size:"normal";d.classList.toggle("reading-smaller",z==="smaller");d.classList.toggle("reading-larger",z==="larger");d.classList.toggle("reading-contrast",s.contrast===true);document.querySelectorAll("button[data-reading]").forEach(function(b){b.setAttribute("aria-pressed",String(b.getAttribute("data-reading")==="size"?b.value===z:s.contrast===true))})}d.classList.add("reading-on");show();document.addEventListener("DOMContentLoaded",show);document.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest("button[data-reading]"):null;if(!b)return;if(b.getAttribute("data-reading")==="size")s.size=b.value;else s.contrast=s.contrast!==true;try{localStorage.setItem(k,JSON.stringify(s))}catch(e){}show()})})()`;

/** The head's script: rendered with the marker nonce, so the policy allows it by its hash. */
export function ReadingScript() {
  const nonce = useContext(ScriptNonce);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
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
