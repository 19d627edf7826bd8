// The favourites tab: a visitor is asked to log in (the shell's prompt); a signed-in user sees
// the teams and competitions they follow, the matches they starred (newest star first), then the
// followed teams' and competitions' matches from yesterday to a week ahead, kept current.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { favourites, useFavourites } from '@matchday/shared/stores/favouritesStore';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation } from '@matchday/shared/routing/router';
import { useApiRead } from '@matchday/ui/useApiRead';
import { readFollowing } from '../api/followingApi';
import { FavouriteList } from './FavouriteList';
import { FollowingBar } from './FollowingBar';

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
  const followsOthers = stars.ids('team').length + stars.ids('competition').length > 0;
  // Read again whenever a star changes (a team followed or dropped changes the matches).
  const following = useApiRead(signedIn && followsOthers ? `following:${stars.items.map((item) => `${item.kind}${item.id}`).join(',')}` : null, readFollowing);
  if (!signedIn) return <LoginPrompt />;
  const starred = stars.ids('match');
  // The starred matches (newest star first), then the followed teams' and competitions' (live first, then by kick-off).
  const matchIds = [...starred, ...(followsOthers ? (following.data?.matches ?? []).map((match) => match.id).filter((id) => !starred.includes(id)) : [])];
  const bar = followsOthers && following.data ? <FollowingBar following={following.data} /> : null;
  if (matchIds.length === 0) {
    if (stars.status === 'loading' || stars.status === 'idle' || (followsOthers && following.status !== 'ready' && following.status !== 'error')) return <LoadingState rows={3} />;
    if (stars.status === 'failed') return <ErrorState onRetry={() => void favourites.load()} />;
    return (
      <>
        {bar}
        <EmptyState title={t(followsOthers ? 'centre.favourites.noneComing' : 'empty.favourites')} hint={t('centre.favourites.hint')} />
      </>
    );
  }
  return (
    <>
      {bar}
      <FavouriteList matchIds={matchIds} />
    </>
  );
}
