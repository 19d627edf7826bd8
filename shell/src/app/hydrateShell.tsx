// React takes over the page: the static frame the server sent is hydrated, in a transition so
// the work is cut into slices; a page served without a frame (the dev server) is rendered.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

export function hydrateShell(container: HTMLElement): void {
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, <App hydrating />, {
        // React recovers by rendering afresh; the frame and the app have drifted apart.
        onRecoverableError: (error) => console.error('[matchday] the static frame did not hydrate as rendered:', error),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
