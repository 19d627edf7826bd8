// An expert with their verified record: hit rate and current streak, computed by the api from
// settled picks; demo experts are named as such.
import type { ExpertSummary } from '@matchday/contracts/tips/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export function ExpertLine({ expert }: { expert: ExpertSummary }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component={Link} to={`/ranking?expert=${expert.id}`} variant="body2" sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'none' }} data-testid="expert-name">
        {expert.username}
      </Typography>
      {expert.demo && <Chip size="small" label={t('expert.demo')} />}
      <Typography variant="caption" color="text.secondary">
        {expert.picks > 0 ? t('expert.record', { rate: format.percent(expert.hitRate), picks: expert.picks, streak: expert.currentStreak }) : t('expert.noRecord')}
      </Typography>
    </Box>
  );
}
