// A remote running on its own, for its feature team: the remote's pages with a small bar to
// move between them and switch language, without the shell.
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '@matchday/shared/i18n/react';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { registerNamespace } from '@matchday/shared/i18n/i18n';
import { routesOwnedBy } from '@matchday/contracts/routes/routeTable';
import { initLanguage } from '@matchday/shared/stores/languageStore';
import { AppProviders } from '@matchday/ui/AppProviders';
import { LanguageSwitcher } from '@matchday/ui/LanguageSwitcher';
import { ToastViewport } from '@matchday/ui/ToastViewport';
import { RemoteRoutes, type RemoteAppDefinition, type RemoteLocation } from '@matchday/ui/federation/remoteApp';

const currentLocation = (): RemoteLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

function StandaloneApp({ definition }: { definition: RemoteAppDefinition }) {
  const { t } = useTranslation();
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    const subscription = eventBus.on('navigate').subscribe(({ to, replace }) => {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      setLocation(currentLocation());
    });
    return () => {
      window.removeEventListener('popstate', onPop);
      subscription.unsubscribe();
    };
  }, []);
  const paths = routesOwnedBy(definition.remote).map((route) => route.path.replace(/\/\*$/, ''));
  return (
    <>
      <CssBaseline />
      <AppBar position="sticky" color="default">
        <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" sx={{ mr: 1 }}>
            mfe-{definition.remote} {definition.version} · {t('standalone.label')}
          </Typography>
          {paths.map((path) => (
            <Button key={path} size="small" onClick={() => eventBus.emit('navigate', { to: path })}>
              {path}
            </Button>
          ))}
          <LanguageSwitcher />
        </Toolbar>
      </AppBar>
      <ToastViewport />
      <RemoteRoutes definition={definition} location={location} />
    </>
  );
}

export async function runStandalone(definition: RemoteAppDefinition, container: HTMLElement): Promise<void> {
  await initLanguage();
  await registerNamespace(definition.namespace, definition.loadTranslations);
  createRoot(container).render(
    <AppProviders>
      <StandaloneApp definition={definition} />
    </AppProviders>,
  );
}
