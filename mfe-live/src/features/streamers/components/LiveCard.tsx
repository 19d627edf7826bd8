// One live in the list: the picture area (sport, live badge, viewers), the title, the streamer
// with their picture and the match with its live score. The whole card opens the room.
import type { Sport } from '@matchday/contracts/sports/contract';
import type { Live } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScoreLine } from '../../../components/ScoreLine';
import { StreamerAvatar } from '../../../components/StreamerAvatar';

/** Each sport's card colour: a sport without one fails to compile. */
const SPORT_TINT: Record<Sport, string> = { football: '#1b5e20', basketball: '#bf360c', esports: '#311b92' };

export function LiveCard({ live, roomPath }: { live: Live; roomPath: string }) {
  const { t } = useTranslation('live');
  return (
    <Paper
      variant="outlined"
      component={Link}
      to={`${roomPath}?id=${live.roomId}`}
      data-testid="live-card"
      data-room-id={live.roomId}
      sx={{ display: 'block', textDecoration: 'none', color: 'inherit', overflow: 'hidden', '&:hover, &:focus-visible': { borderColor: 'primary.main' } }}
    >
      <Box sx={{ aspectRatio: '16 / 9', position: 'relative', background: `linear-gradient(135deg, ${SPORT_TINT[live.match.sport] ?? '#263238'}, #101418)`, color: '#fff', p: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {live.pushing ? (
            <Chip size="small" label={t('card.live')} sx={{ bgcolor: 'live.main', color: '#fff', fontWeight: 700 }} />
          ) : (
            <Chip size="small" label={t('card.paused')} sx={{ bgcolor: 'rgba(0,0,0,0.5)', color: '#fff' }} />
          )}
          <Chip size="small" label={t(`sport.${live.match.sport}`)} sx={{ bgcolor: 'rgba(0,0,0,0.4)', color: '#fff' }} />
        </Box>
        <Typography variant="caption" sx={{ position: 'absolute', insetInlineEnd: 8, bottom: 6 }} data-testid="live-viewers">
          {t('card.viewers', { count: live.viewers })}
        </Typography>
      </Box>
      <Box sx={{ p: 1.25, display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle2" noWrap component="h3" title={live.title}>
          {live.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <StreamerAvatar roomId={live.roomId} size={20} />
          <Typography variant="caption" color="text.secondary" noWrap>
            {live.streamerName}
          </Typography>
        </Box>
        <ScoreLine match={live.match} dense />
      </Box>
    </Paper>
  );
}
