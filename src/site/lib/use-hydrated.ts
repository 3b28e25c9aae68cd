// Whether the page's JavaScript runs: false in the server's HTML and while the page hydrates,
// true after, so an enhancement first renders what the server sent (as the Epic Stack's
// useHydrated does). A store that never changes needs no subscription.
import { useSyncExternalStore } from "react";

const unsubscribe = () => {};
const subscribe = () => unsubscribe;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
