// The site's stylesheet in the page's head, as a <style> element rather than a file to fetch:
// on a slow link the first paint then waits for the page alone, not for a second request
// (decision 029). The server hands the text in through context. The browser keeps the element
// it was sent; a render on the client writes back the same text, read from that element
// before anything was rendered, so hydration finds what the server sent.
import { createContext, useContext } from "react";

export const PageStylesText = createContext<string | null>(null);

const ID = "site-styles";
const sent =
  typeof document === "undefined" ? null : (document.getElementById(ID)?.textContent ?? null);

export function PageStyles() {
  const css = useContext(PageStylesText) ?? sent ?? "";
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
