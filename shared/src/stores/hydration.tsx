// Reading stores in a page whose frame was rendered ahead of time (the shell's static HTML).
// While React hydrates that HTML it must render exactly what was rendered on the server, so a
// store is read through its *server state*: what the frame was rendered with (a visitor, no
// consent, the document's language and colours), and turns to the browser's own state with the
// transition that ends hydration. Roots that are not hydrated (every remote) read the store.
import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { StoreApi } from 'zustand';

export function useStoreState<S, T>(store: StoreApi<S>, selector: (state: S) => T, serverState: () => S = store.getState): T {
  // While the frame hydrates, the browser's state reads as the server's too: React then finds no
  // difference to correct right after hydrating (it would re-render every reader at once, the
  // whole layout in one long task), and the readers turn to the browser's state with the
  // transition that ends hydration, in slices.
  const hydrated = useHydrated();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(hydrated ? store.getState() : serverState()),
    () => selector(serverState()),
  );
}

/** Whether the tree around is live: true except in a frame being rendered or hydrated. */
const HydratedContext = createContext(true);

/**
 * Around a tree that renders the static frame (`hydrating`): false on the server and while the
 * frame hydrates, then true, in a transition, so what it reveals renders in slices too.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False on the server and while hydrating, true after: what depends on the address or on this
 * browser (the active menu entry, the page itself) is rendered once the frame is live.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
