// "Please log in": shown when a visitor opens a page that needs an account, or when a remote
// asks (a purchase, a comment). Log in/Register brings the visitor back here afterwards.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { pathOf } from '@matchday/contracts/routes/routeTable';
import { useSession } from '@matchday/shared/stores/sessionStore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation, useNavigate } from '@matchday/shared/routing/router';

const LoginPromptDialog = lazy(() => import('./LoginPromptDialog'));

export function loginAddress(returnTo: string): string {
  return `${pathOf('login')}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Listens for login requests; the dialog itself is downloaded the first time it is needed. */
export function LoginPrompt() {
  const navigate = useNavigate();
  const loggedIn = useSession((state) => state.token !== null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const { pathname } = useLocation();
  // A prompt belongs to the page that asked for it: leaving that page (logging out of the user
  // area goes home) closes it. This effect runs before the new page can ask again.
  useEffect(() => setReturnTo(null), [pathname]);
  useEffect(() => {
    const subscription = eventBus.on('auth.loginRequired').subscribe((request) => setReturnTo(request.returnTo));
    return () => subscription.unsubscribe();
  }, []);
  if (returnTo === null || loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog
        onCancel={() => setReturnTo(null)}
        onLogin={() => {
          setReturnTo(null);
          navigate(loginAddress(returnTo));
        }}
      />
    </Suspense>
  );
}

/** In place of a page that needs login: says so, and opens the prompt. */
export function LoginRequired({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    eventBus.emit('auth.loginRequired', { returnTo });
  }, [returnTo]);
  return (
    <Box data-testid="login-required" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {tCommon('errors.pleaseLogIn')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('loginPrompt.body')}
      </Typography>
      <Button variant="contained" onClick={() => navigate(loginAddress(returnTo))}>
        {tCommon('menu.login')}
      </Button>
    </Box>
  );
}
