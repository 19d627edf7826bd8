// What the match's own data said when the plan was published (the api computes and keeps it),
// worded in the reader's language: each team's form, the earlier meetings, the price's move, the
// players out, and the chance the price stands for — why this pick, beside the expert's words.
import type { Plan, PlanReason } from '@matchday/contracts/tips/contract';
import { useFormat, type Formats } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Translate = (key: string, values?: Record<string, unknown>) => string;

function reasonText(t: Translate, format: Formats, reason: PlanReason, plan: Plan): string {
  const team = (side: 'home' | 'away') => (side === 'home' ? plan.match.home : plan.match.away);
  switch (reason.kind) {
    case 'form':
      return t('detail.reasons.form', { team: team(reason.side), wins: format.count(reason.wins), draws: format.count(reason.draws), losses: format.count(reason.losses) });
    case 'headToHead':
      return t('detail.reasons.headToHead', {
        home: plan.match.home,
        away: plan.match.away,
        homeWins: format.count(reason.homeWins),
        draws: format.count(reason.draws),
        awayWins: format.count(reason.awayWins),
      });
    case 'oddsMove':
      return t(reason.to < reason.from ? 'detail.reasons.shortened' : 'detail.reasons.drifted', { from: format.oddsPrice(reason.from), to: format.oddsPrice(reason.to) });
    case 'injuries':
      return t('detail.reasons.injuries', { team: team(reason.side), players: format.count(reason.count) });
    case 'price':
      return t('detail.reasons.price', { odds: format.oddsPrice(reason.odds), chance: format.percent(reason.impliedPercent / 100) });
  }
}

export function PlanReasons({ plan }: { plan: Plan }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  if (!plan.reasons || plan.reasons.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="plan-reasons">
      <Typography variant="overline">{t('detail.reasons.title')}</Typography>
      <Typography component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.5 }}>
        {plan.reasons.map((reason, index) => (
          <li key={index} data-reason={reason.kind}>
            {reasonText(t, format, reason, plan)}
          </li>
        ))}
      </Typography>
    </Paper>
  );
}
