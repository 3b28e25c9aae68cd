// Reading after an interaction (a gallery year opened, an application expanded; spec 4): the
// data comes from the loader of a real page of the site, fetched by React Router's fetcher
// when the visitor first asks for it. The same address is the page a visitor without
// JavaScript follows, so one loader serves both and nothing is written twice. The fetcher
// reads once; reopening shows what it read.
import { useFetcher } from "react-router";

export function useLazyRead<Loader>(href: string) {
  const fetcher = useFetcher<Loader>();
  return {
    data: fetcher.data,
    loading: fetcher.state !== "idle",
    load() {
      if (fetcher.state === "idle" && fetcher.data === undefined) void fetcher.load(href);
    },
  };
}
