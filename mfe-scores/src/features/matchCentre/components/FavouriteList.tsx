// The user's starred matches, each kept current on its own (they can be on any day). Each row
// has its star (an unavailable match too, so it can be taken off); a match of another day than
// the viewer's today says its day above it (the row itself shows a kick-off time or "FT" only).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { todayIn } from '@matchday/shared/live/matchCentreRead';
import { FavouriteToggle } from '@matchday/ui/FavouriteToggle';
import { MatchRow } from '../../../components/matchList/MatchRow';
import { useFeed } from '@matchday/shared/live/useFeed';
import { useIsPhone } from '../../../lib/detailLink';
import { favouriteMatch } from '../hooks/favouriteMatch';

/** The day of a match not played today, in the viewer's zone and words ("Saturday, November 29"). */
function OtherDay({ startsAt }: { startsAt: string }) {
  const format = useFormat();
  const day = todayIn(undefined, new Date(startsAt));
  if (day === todayIn()) return null;
  return (
    <Typography data-testid="favourite-day" variant="caption" component="p" color="text.secondary" sx={{ px: 1.5, pt: 0.75, bgcolor: 'background.paper' }}>
      {format.dayLabel(day)}
    </Typography>
  );
}

function FavouriteRow({ matchId, phone }: { matchId: string; phone: boolean }) {
  const { t } = useTranslation('scores');
  const { state } = useFeed(() => favouriteMatch(matchId), matchId);
  const match = state?.detail?.match;
  if (match)
    return (
      <>
        <OtherDay startsAt={match.startsAt} />
        <MatchRow match={match} phone={phone} />
      </>
    );
  if (state?.status === 'error')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Typography data-testid="favourite-unavailable" variant="body2" color="text.secondary" sx={{ flex: 1, px: 1.5, py: 1 }}>
          {t('centre.favourites.unavailable')}
        </Typography>
        <FavouriteToggle kind="match" id={matchId} />
      </Box>
    );
  return <Skeleton variant="rectangular" height={phone ? 60 : 44} sx={{ borderBottom: 1, borderColor: 'divider' }} />;
}

export function FavouriteList({ matchIds }: { matchIds: readonly string[] }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  return (
    <Box role="list" aria-label={t('match.tabs.favourites')} data-testid="favourite-list">
      {matchIds.map((matchId) => (
        <Box role="listitem" key={matchId}>
          <FavouriteRow matchId={matchId} phone={phone} />
        </Box>
      ))}
    </Box>
  );
}
