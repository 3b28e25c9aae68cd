// The Download App link of the admission process (spec 2.5): on phones only, to the iOS store
// on Apple devices and to the Android store otherwise. Pages are cached per address, not per
// browser, so the server renders both links and the browser keeps the one for its device
// (decision 035); without JavaScript a phone shows both.
import { APP_STORE_LINKS } from "#contract/links.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { NewTabHint } from "../../components/layout/MenuItemView.tsx";
import { useBrowserValue } from "../../lib/use-hydrated.ts";

type Store = keyof typeof APP_STORE_LINKS;

/** iPhone, iPod and iPad, including an iPad that presents itself as a Mac. */
function storeOf(userAgent: string, maxTouchPoints: number): Store {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
    ? "ios"
    : "android";
}

const deviceStore = () => storeOf(navigator.userAgent, navigator.maxTouchPoints);

/** `labels`: each store's link text in the page's language. */
export function DownloadApp({ labels }: { labels: Record<Store, string> }) {
  const store = useBrowserValue<Store | null>(null, deviceStore);
  const stores = store ? [store] : (["ios", "android"] as const);
  return (
    <p className="flex flex-wrap gap-3 md:hidden">
      {stores.map((which) => (
        <a key={which} href={APP_STORE_LINKS[which]} {...EXTERNAL_LINK} className="button">
          {labels[which]}
          <NewTabHint href={APP_STORE_LINKS[which]} />
        </a>
      ))}
    </p>
  );
}
