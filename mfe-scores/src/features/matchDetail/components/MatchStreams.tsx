// A live match's streams: a way into each room showing it (the first three), so a fan on the
// match's page can watch it with a streamer; nothing while none is live.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { pathOf } from '@matchday/contracts/routes/routeTable';
import { useApiRead } from '@matchday/ui/useApiRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIsPhone } from '../../../lib/detailLink';
import { loadMatchLives } from '../api/detailApi';

const SHOWN = 3;

export function MatchStreams({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  const read = useApiRead(match.status === 'live' ? `lives:${match.id}` : null, () => loadMatchLives(match.id));
  // The api answers the lives in progress only.
  const lives = (read.data ?? []).slice(0, SHOWN);
  if (match.status !== 'live' || lives.length === 0) return null;
  return (
    <Box data-testid="match-streams" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 1.5 }}>
      {lives.map((live) => (
        <Button key={live.id} component={Link} to={`${pathOf(phone ? 'mLive' : 'live')}?id=${encodeURIComponent(live.roomId)}`} size="small" variant="outlined" color="error">
          {t('matchDetail.watchLive', { streamer: live.streamerName })}
        </Button>
      ))}
    </Box>
  );
}
