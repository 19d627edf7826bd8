// A plan as the lists show it: the expert and their verified record, the match (with its
// score once it plays), the market, the price and what the fan gets if it misses.
import type { Plan } from '@matchday/contracts/tips/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ExpertLine } from './ExpertLine';
import { MatchLine } from './MatchLine';
import { PlanResultChip } from './PlanResultChip';
import { marketLabel, selectionLabel } from '../lib/tipsText';
import { PlanPrice } from './PlanPrice';

export function PlanCard({ plan, detailPath }: { plan: Plan; detailPath: string }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  return (
    <Paper variant="outlined" data-testid="plan-card" data-plan-id={plan.id} sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ExpertLine expert={plan.expert} />
      <Box component={Link} to={`${detailPath}?id=${plan.id}`} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {plan.title}
        </Typography>
        <MatchLine match={plan.match} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={marketLabel(t, plan.market)} />
          {plan.selection && (
            <Typography variant="body2" data-testid="plan-selection">
              {selectionLabel(t, format, plan.market, plan.selection, plan.match)}
            </Typography>
          )}
          {plan.noWinRefund && <Chip size="small" color="success" variant="outlined" label={t('plan.refundBadge')} />}
          <PlanResultChip result={plan.result} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <PlanPrice plan={plan} testId="plan-price" />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {plan.result === 'pending' ? t('plan.deadline', { time: format.dayTime(plan.purchaseDeadline) }) : t('plan.sales', { amount: plan.sales })}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
