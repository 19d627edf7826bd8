// The page: progress bar, header, the area of whichever app owns the address, and the
// shell's dialogs. Which app owns an address comes from the shared route table.
// The same tree renders the static frame at build time (shell/src/prerender): until it is
// hydrated, the page's area is a skeleton and every app of the release is in the menu.
import { matchRoute, type RouteDefinition } from '@matchday/contracts/routes/routeTable';
import { useHydrated } from '@matchday/shared/stores/hydration';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { NotAuthorisedState, PageLoadingState } from '@matchday/ui/StatusViews';
import { ToastViewport } from '@matchday/ui/ToastViewport';
import Box from '@mui/material/Box';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation } from '@matchday/shared/routing/router';
import { LoginPrompt, LoginRequired } from '../features/auth/components/LoginPrompt';
import { ConsentGate } from '../features/consent/components/ConsentGate';
import { useConsentAccepted } from '../features/consent/stores/consentStore';
import { useDeviceTwin } from '../features/device/hooks/useDeviceTwin';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { ShellErrorBoundary } from '../features/errors/components/ShellErrorBoundary';
import { FirstScreen } from '../features/federation/components/FirstScreen';
import { OverrideBanner } from '../features/federation/components/OverrideBanner';
import { RemoteArea } from '../features/federation/components/RemoteArea';
import { RemoteDisabledPage } from '../features/federation/components/RemoteDisabledPage';
import { retireFirstScreen } from '../features/federation/stores/firstScreenStore';
import { isOwnerEnabled, useRelease } from '../features/federation/stores/releaseStore';
import { Header } from '../features/header/components/Header';
import { useBusNavigation } from '../features/navigation/hooks/useBusNavigation';
import { usePageTitle } from '../features/pageMeta/hooks/usePageTitle';
import { ProgressBar } from '../features/progress/components/ProgressBar';
import { useCrossTabSession, useLiveBalance } from '../features/session/hooks/useLiveSession';
import { useSessionRestore } from '../features/session/hooks/useSessionRestore';
import { clearPrePaintState } from '../prerender/prePaint';

const DownloadPage = lazy(() =>
  import('../features/download/components/DownloadPage').then((module) => ({ default: module.DownloadPage })),
);

/** Pages that are not a remote's area have no use for the server's first screen of one. */
function NoFirstScreen() {
  useEffect(retireFirstScreen, []);
  return null;
}

function PageContent({ route }: { route: RouteDefinition | null }) {
  const location = useLocation();
  const manifest = useRelease((state) => state.manifest);
  const loggedIn = useSession((state) => state.token !== null);
  const roles = useSession((state) => state.user?.roles);
  const other = (page: ReactNode) => (
    <>
      <NoFirstScreen />
      {page}
    </>
  );
  if (!route) return other(<NotFoundPage />);
  if (route.owner === 'shell')
    return other(
      <Suspense fallback={<PageLoadingState />}>
        <DownloadPage />
      </Suspense>,
    );
  if (!isOwnerEnabled(manifest, route.owner)) return other(<RemoteDisabledPage />);
  if (route.requiresLogin && !loggedIn) return other(<LoginRequired returnTo={`${location.pathname}${location.search}`} />);
  if (route.requiredRoles && roles && !route.requiredRoles.some((role) => roles.includes(role))) return other(<NotAuthorisedState />);
  return (
    <RemoteArea
      key={route.owner}
      remote={route.owner}
      location={{ pathname: location.pathname, search: location.search, hash: location.hash }}
    />
  );
}

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const manifest = useRelease((state) => state.manifest);
  const route = matchRoute(pathname);
  const consentAccepted = useConsentAccepted();
  const hydrated = useHydrated();
  // The marks the pre-paint script set for the static frame have done their job once the page
  // renders the browser's own state (stores read the server's until then), not before: a
  // signed-in fan would see the frame's "Log in" in between.
  useEffect(() => {
    if (hydrated) clearPrePaintState(document.documentElement);
  }, [hydrated]);
  useBusNavigation();
  useDeviceTwin();
  useSessionRestore();
  useLiveBalance();
  useCrossTabSession();
  // Content pages go into the viewing history; sign-in, the user area and the shell's own do not.
  usePageTitle(route?.id ?? 'notFound', route !== null && route.owner !== 'account' && route.owner !== 'shell');
  return (
    <>
      <ProgressBar />
      {/* Until consent is given the page is shown but cannot be used. */}
      <Box inert={hydrated && !consentAccepted}>
        <Header isAvailable={(owner) => !hydrated || isOwnerEnabled(manifest, owner)} />
        <OverrideBanner />
        <LoginPrompt />
        {/* The remote's area is laid out over the first screen until it replaces it. */}
        <Box component="main" sx={{ minHeight: '70vh', position: 'relative' }}>
          <FirstScreen />
          <ShellErrorBoundary title={t('errorPage.title')} hint={t('errorPage.hint')} resetKey={pathname}>
            {hydrated ? (
              <PageContent route={route} />
            ) : (
              <Box data-frame-loading="">
                <PageLoadingState label={t('remote.loading')} />
              </Box>
            )}
          </ShellErrorBoundary>
        </Box>
      </Box>
      <ToastViewport />
      <ConsentGate />
    </>
  );
}
