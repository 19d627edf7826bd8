import { HydrationBoundary } from '@matchday/shared/stores/hydration';
import { AppProviders } from '@matchday/ui/AppProviders';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter, Router, type Navigator } from '@matchday/shared/routing/router';
import { ShellLayout } from './ShellLayout';

/** The static frame cannot navigate; it is rendered once, at build time. */
const BUILD_TIME_NAVIGATOR: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '/')),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

interface AppProps {
  /** Renders the static frame, without a browser (at build time). */
  frameLocation?: string;
  /** Hydrates the static frame the page arrived with. */
  hydrating?: boolean;
}

/** The shell: the static frame at build time, that frame hydrated in the page, or a fresh render. */
export function App({ frameLocation, hydrating = frameLocation !== undefined }: AppProps) {
  return (
    <AppProviders>
      <CssBaseline />
      <HydrationBoundary hydrating={hydrating}>
        {frameLocation === undefined ? (
          <BrowserRouter>
            <ShellLayout />
          </BrowserRouter>
        ) : (
          <Router location={frameLocation} navigator={BUILD_TIME_NAVIGATOR}>
            <ShellLayout />
          </Router>
        )}
      </HydrationBoundary>
    </AppProviders>
  );
}
