// The Download App link of the admission process (spec 2.5): on phones only, to the iOS store
// on Apple devices and to the Android store otherwise. Pages are cached per address, not per
// browser, so the server renders both links and the browser keeps the one for its device
// (decision 035); without JavaScript a phone shows both.
import { useSyncExternalStore } from "react";
import { APP_STORE_LINKS } from "#contract/links.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";

type Store = keyof typeof APP_STORE_LINKS;

const LABELS: Record<Store, string> = {
  ios: "Download App from the App Store",
  android: "Download App from Google Play",
};

/** iPhone, iPod and iPad, including an iPad that presents itself as a Mac. */
function storeOf(userAgent: string, maxTouchPoints: number): Store {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
    ? "ios"
    : "android";
}

const noSubscription = () => () => {};

export function DownloadApp() {
  const store = useSyncExternalStore<Store | null>(
    noSubscription,
    () => storeOf(navigator.userAgent, navigator.maxTouchPoints),
    () => null,
  );
  const stores = store ? [store] : (["ios", "android"] as const);
  return (
    <p className="flex flex-wrap gap-3 md:hidden">
      {stores.map((which) => (
        <a key={which} href={APP_STORE_LINKS[which]} {...EXTERNAL_LINK} className="button">
          {LABELS[which]}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
    </p>
  );
}
