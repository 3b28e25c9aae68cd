// Values only the browser knows (that the page's JavaScript runs, the system's motion
// setting, the device): the server's HTML is rendered with the server's guess, hydration
// keeps it, and the browser's value follows in a transition of its own.
//
// useSyncExternalStore did this with a forced synchronous render: inside hydration's commit,
// together with every effect of the page, one long task of the main thread in which a phone
// answered no tap (bench/README.md, "hydration's own task"). A transition renders in slices
// between the browser's other work instead. A component first rendered after the page has
// hydrated (on a client navigation) starts with the browser's value.
import { startTransition, useEffect, useState } from "react";

let pageHydrated = false;

const noSubscription = () => () => {};

/**
 * `serverValue` in the server's HTML and while the page hydrates, then `read()`, read again
 * whenever `subscribe` reports a change. `read` and `subscribe` are module-level functions.
 */
export function useBrowserValue<T>(
  serverValue: T,
  read: () => T,
  subscribe: (onChange: () => void) => () => void = noSubscription,
): T {
  const [value, setValue] = useState(() => (pageHydrated ? read() : serverValue));
  useEffect(() => {
    pageHydrated = true;
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [read, subscribe]);
  return value;
}

const hydrated = () => true;

/** False in the server's HTML and while the page hydrates, true after. */
export function useHydrated(): boolean {
  return useBrowserValue(false, hydrated);
}
