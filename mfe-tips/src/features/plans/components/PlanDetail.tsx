// One plan: everything but the pick and explanation until the fan unlocks it (the price shown
// is theirs, with the first-order discount), then the pick, the reasoning and the match as it
// plays; once the match is over, the result (and any refund, which the header's balance shows).
// A plan no longer on sale (settled, or past its purchase deadline) says so, with no price and
// no buy button.
import { type Plan, planRead } from '@matchday/contracts/tips/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { useFeed } from '@matchday/shared/live/useFeed';
import { Link } from '@matchday/shared/routing/router';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { ItemReadFailedState, LoadingState } from '@matchday/ui/StatusViews';
import { CommentThread } from '@matchday/ui/CommentThread';
import { useApiRead } from '@matchday/ui/useApiRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { getPlan } from '../api/plansApi';
import { ExpertLine } from '../../../components/ExpertLine';
import { MatchLine } from '../../../components/MatchLine';
import { PlanResultChip } from '../../../components/PlanResultChip';
import { marketLabel, selectionLabel } from '../../../lib/tipsText';
import { usePlanOnSale } from '../hooks/usePlanOnSale';
import { PlanReasons } from './PlanReasons';
import { PurchasePanel } from './PurchasePanel';

/** How often a finished match's plan is read again until it is settled (the api sweeps every 5 s). */
const SETTLEMENT_POLL_MS = 5000;

/** The plan's match kept current from the realtime feed while it is coming or playing. */
function useLiveMatch(plan: Plan | null): Plan['match'] | null {
  const id = plan && plan.match.status !== 'finished' ? plan.match.id : null;
  const { state } = useFeed(id ? () => liveMatch(id) : null, id ?? '');
  const current = state?.detail?.match;
  return useMemo(() => {
    if (!plan) return null;
    // The feed is keyed by the plan's match id, so what it says is about this match.
    if (!current || id !== plan.match.id) return plan.match;
    return { ...plan.match, status: current.status === 'live' || current.status === 'finished' ? current.status : 'not_started', homeScore: current.homeScore, awayScore: current.awayScore };
  }, [plan, current, id]);
}

export function PlanDetail({ planId, backPath }: { planId: string; backPath: string }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  const [version, setVersion] = useState(0);
  // The shell's server drew the plan for a visitor: a signed-in fan's (unlocked, their price) is read for them.
  const signedIn = useSession((state) => state.token !== null);
  const read = useApiRead(`${planId}:${version}`, () => getPlan(planId), signedIn ? undefined : planRead(planId));
  useFirstScreenDrawn('tips', read.status === 'ready' || read.status === 'error');
  const [plan, setPlan] = useState<Plan | null>(read.data);
  useEffect(() => {
    if (read.data) setPlan(read.data);
  }, [read.data]);
  const match = useLiveMatch(plan);
  const onSale = usePlanOnSale(plan);
  const waitingForResult = plan?.result === 'pending' && match?.status === 'finished';
  useEffect(() => {
    if (!waitingForResult) return;
    const timer = setInterval(() => setVersion((value) => value + 1), SETTLEMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForResult]);

  if (!plan && read.status === 'error')
    return (
      <ItemReadFailedState
        error={read.error}
        notFoundTitle={t('detail.notFound')}
        onRetry={read.retry}
        back={
          <Button component={Link} to={backPath} variant="outlined">
            {t('detail.back')}
          </Button>
        }
      />
    );
  if (!plan || !match) return <LoadingState rows={5} />;
  return (
    <Box component="section" aria-label={plan.title} sx={{ maxWidth: 800, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="plan-detail">
      <Button component={Link} to={backPath} size="small" sx={{ alignSelf: 'flex-start' }}>
        {t('detail.back')}
      </Button>
      <Typography variant="h1">{plan.title}</Typography>
      <ExpertLine expert={plan.expert} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <MatchLine match={match} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={marketLabel(t, plan.market)} />
        {plan.noWinRefund && <Chip color="success" variant="outlined" label={t('plan.refundBadge')} />}
        <PlanResultChip result={plan.result} />
        <Typography variant="body2" color="text.secondary">
          {t('plan.deadline', { time: format.dayTime(plan.purchaseDeadline) })} · {t('plan.sales', { amount: plan.sales })}
        </Typography>
      </Box>
      {plan.selection ? (
        <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }}>
          <Typography variant="overline">{t('detail.pick')}</Typography>
          <Typography variant="h2" data-testid="plan-selection">
            {selectionLabel(t, format, plan.market, plan.selection, plan.match)}
          </Typography>
        </Paper>
      ) : null}
      {plan.explanation !== null ? (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="overline">{t('detail.explanation')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="plan-explanation">
              {plan.explanation}
            </Typography>
          </Paper>
          <PlanReasons plan={plan} />
        </>
      ) : onSale ? (
        <PurchasePanel plan={plan} onUnlocked={() => setVersion((value) => value + 1)} />
      ) : (
        <Alert severity="info" data-testid="plan-off-sale">
          {t('detail.closed')}
        </Alert>
      )}
      {waitingForResult && <Typography color="text.secondary">{t('detail.settling')}</Typography>}
      <CommentThread target="plan" targetId={plan.id} />
    </Box>
  );
}
