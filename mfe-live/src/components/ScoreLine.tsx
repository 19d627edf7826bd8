// A live's match in one line: competition, the teams, the score (in the live colour while it
// plays) or the kick-off time.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScorePair } from '@matchday/ui/ScorePair';

export function ScoreLine({ match, dense = false }: { match: MatchSummary; dense?: boolean }) {
  const { t } = useTranslation('live');
  const format = useFormat();
  const playing = match.status === 'live';
  return (
    <Box data-testid="live-match" data-status={match.status} sx={{ minWidth: 0 }}>
      {!dense && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {match.competition.name}
        </Typography>
      )}
      <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {match.home.name}
        </Box>
        <Box component="span" data-testid="live-match-score" sx={{ fontWeight: 700, flex: 'none', color: playing ? 'live.main' : 'text.secondary' }}>
          {match.status === 'not_started' ? format.time(match.startsAt) : <ScorePair separator="-" home={match.homeScore} away={match.awayScore} />}
        </Box>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {match.away.name}
        </Box>
      </Typography>
      {match.status === 'finished' && (
        <Typography variant="caption" color="text.secondary">
          {t('match.finished')}
        </Typography>
      )}
    </Box>
  );
}
