// The page's language for any component: the frame's words in it (the root loader's data),
// and the prefix of its addresses (the router's basename).
import { useContext } from "react";
import { UNSAFE_NavigationContext, useRouteLoaderData } from "react-router";
import type { LayoutData } from "../lib/layout.server.ts";
import type { FrameText } from "./frame-text.server.ts";
import type { Locale } from "./locale.ts";

/** The prefix of the page's language (`/hi`), or "" for the site's default language. */
export function useBasename(): string {
  const { basename } = useContext(UNSAFE_NavigationContext);
  return basename === "/" ? "" : basename;
}

/** The page's language (the frame's data); English where the frame did not load. */
export function useLocale(): Locale {
  return useRouteLoaderData<LayoutData>("root")?.locale ?? "en";
}

/** A pattern of the frame's words with its `{name}`s filled in. */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The frame's words in the page's language (i18n/frame-text.server.ts). */
export function useText(): FrameText {
  const text = useRouteLoaderData<LayoutData>("root")?.text;
  if (!text) throw new Error("useText is used outside the site frame");
  return text;
}
