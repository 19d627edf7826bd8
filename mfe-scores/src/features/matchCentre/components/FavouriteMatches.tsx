// The favourites tab: a visitor is asked to log in (the shell's prompt); a signed-in user sees
// the matches they starred, newest star first, kept current.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { favourites, useFavourites } from '@matchday/shared/stores/favouritesStore';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { EmptyState, ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation } from '@matchday/shared/routing/router';
import { FavouriteList } from './FavouriteList';

function LoginPrompt() {
  const { t } = useTranslation('scores');
  const location = useLocation();
  return (
    <Box data-testid="favourites-login" role="status" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h3" component="p" gutterBottom>
        {t('centre.favourites.loginTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('centre.favourites.loginHint')}
      </Typography>
      <Button variant="contained" onClick={() => eventBus.emit('auth.loginRequired', { returnTo: `${location.pathname}${location.search}` })}>
        {t('centre.favourites.login')}
      </Button>
    </Box>
  );
}

export function FavouriteMatches() {
  const { t } = useTranslation('scores');
  const signedIn = useSession((session) => session.token !== null);
  const stars = useFavourites();
  if (!signedIn) return <LoginPrompt />;
  const matchIds = stars.ids('match');
  if (matchIds.length === 0) {
    if (stars.status === 'loading' || stars.status === 'idle') return <LoadingState rows={3} />;
    if (stars.status === 'failed') return <ErrorState onRetry={() => void favourites.load()} />;
    return <EmptyState title={t('empty.favourites')} hint={t('centre.favourites.hint')} />;
  }
  return <FavouriteList matchIds={matchIds} />;
}
