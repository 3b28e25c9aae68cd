// The site's stylesheet as text (decision 029): built by Vite and Tailwind as any stylesheet
// is, and held in the server's bundle only.
import css from "../app.css?inline";

export const PAGE_CSS: string = css;
