// The site's search box: a real GET form to /search, so it works before and without
// JavaScript; with it, React Router navigates without a full page load.
import { useId } from "react";
import { Form } from "react-router";
import { SEARCH_LIMITS } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { SearchIcon } from "./layout/icons.tsx";
import { useText } from "../i18n/use-text.ts";

const STYLES = {
  /** In the accent-coloured top bar. */
  bar: {
    form: "flex items-center rounded bg-white/95 text-slate-900",
    input: "w-44 min-w-0 bg-transparent px-2 py-1 text-sm placeholder:text-slate-600 xl:w-56",
    button: "inline-flex size-8 items-center justify-center rounded text-slate-800",
  },
  /** In the drawer and on the search page. */
  page: {
    form: "flex w-full items-stretch rounded-md border border-slate-400 bg-white",
    input: "min-h-11 w-full min-w-0 bg-transparent px-3 text-base placeholder:text-slate-600",
    button:
      "inline-flex min-h-11 items-center gap-2 rounded-r-md bg-accent px-4 font-medium text-accent-ink",
  },
} as const;

const FOCUS = "focus-visible:outline-accent";

export function SearchForm({
  variant,
  defaultValue = "",
  onSubmit,
}: {
  variant: keyof typeof STYLES;
  defaultValue?: string;
  onSubmit?: () => void;
}) {
  const id = useId();
  const text = useText();
  const style = STYLES[variant];
  return (
    <Form
      role="search"
      method="get"
      action={routes.search()}
      className={style.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        {text.search_label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_LIMITS.queryChars}
        placeholder={text.search_placeholder}
        enterKeyHint="search"
        autoComplete="off"
        required
        className={`${style.input} ${FOCUS}`}
      />
      <button type="submit" className={`${style.button} ${FOCUS}`}>
        <SearchIcon />
        <span className={variant === "bar" ? "sr-only" : ""}>{text.search_button}</span>
      </button>
    </Form>
  );
}
