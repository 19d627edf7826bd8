// The plan's match: competition, kick-off in the browser's zone, teams, and the score once it plays.
import type { PlanMatch } from '@matchday/contracts/tips/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScorePair } from '@matchday/ui/ScorePair';

export function MatchLine({ match }: { match: PlanMatch }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  const playing = match.status === 'live';
    return (
    <Box data-testid="plan-match" data-status={match.status}>
      <Typography variant="caption" color="text.secondary">
        {match.competition} · {format.dayTime(match.startsAt)}
        {playing && (
          <Box component="span" sx={{ color: 'live.main', fontWeight: 700, ml: 1 }}>
            {t('match.live')}
          </Box>
        )}
        {match.status === 'finished' && <Box component="span" sx={{ ml: 1 }}>{t('match.finished')}</Box>}
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', gap: 1 }}>
        <span>{match.home}</span>
        <Box component="span" sx={{ fontWeight: 700, color: playing ? 'live.main' : 'text.secondary' }} data-testid="plan-match-score">
          {match.status === 'not_started' ? t('common:versus') : <ScorePair separator="-" home={match.homeScore} away={match.awayScore} />}
        </Box>
        <span>{match.away}</span>
      </Typography>
    </Box>
  );
}
