// Lives streamers have scheduled on coming matches, soonest first: who, what, when.
import { programmesRead } from '@matchday/contracts/lives/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { useApiRead } from '@matchday/ui/useApiRead';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listProgrammes } from '../api/streamersApi';
import { ScoreLine } from '../../../components/ScoreLine';

export function ComingUp({ sport }: { sport: Sport | undefined }) {
  const { t } = useTranslation('live');
  const format = useFormat();
  const read = useApiRead(`programmes:${sport ?? 'all'}`, () => listProgrammes(sport), programmesRead(sport));
  const programmes = read.data?.filter((programme) => programme.match.status === 'not_started') ?? [];
  if (programmes.length === 0) return null;
  return (
    <Box component="section" aria-label={t('streamers.comingUp')} sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('streamers.comingUp')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {programmes.slice(0, 20).map((programme) => (
          <Paper key={programme.id} component="li" variant="outlined" sx={{ p: 1.25, display: 'grid', gap: 0.25 }} data-testid="programme">
            <Typography variant="caption" color="primary" sx={{ fontWeight: 700 }}>
              {format.dayTime(programme.match.startsAt)}
            </Typography>
            <Typography variant="subtitle2" component={Link} to={`/pc/live?id=${programme.roomId}`} sx={{ color: 'text.primary', textDecoration: 'none' }}>
              {programme.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {programme.streamerName}
            </Typography>
            <ScoreLine match={programme.match} dense />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
