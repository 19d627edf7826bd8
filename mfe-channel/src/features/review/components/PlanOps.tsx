// Customer service and plans: void a plan whose match was abandoned (every buyer refunded in
// full, once), and set the price bounds, the first-order discount and the blind box's price.
import type { Plan, PlanSettings } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { planSettings, plansOnSale, saveSettings, voidPlan } from '../api/reviewApi';

function VoidablePlan({ plan, onVoided }: { plan: Plan; onVoided: () => void }) {
  const { t } = useTranslation('channel');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const voiding = useSubmit(() => voidPlan(plan.id, reason.trim()), {
    onSuccess: (outcome) => {
      setDone(t('review.voided', { amount: outcome.refunded }));
      onVoided();
    },
  });
  const message = voiding.error ? { ok: false, text: voiding.error } : done ? { ok: true, text: done } : null;
  const run = () => {
    setDone(null);
    if (!reason.trim()) return voiding.setError(t('review.reasonRequired'));
    void voiding.submit();
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="ops-plan" data-plan-id={plan.id}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600 }}>{plan.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {plan.expert.username} · {plan.match.home} – {plan.match.away} · {t('review.sold', { amount: plan.sales })}
        </Typography>
      </Box>
      <TextInput size="small" label={t('review.voidReason')} value={reason} onChange={(event) => setReason(event.target.value)} inputProps={{ maxLength: 200, 'data-testid': 'void-reason' }} />
      <Button variant="outlined" color="error" onClick={run} disabled={voiding.busy} data-testid="void-plan">
        {t('review.void')}
      </Button>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ width: '100%' }} data-testid="void-message">
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}

function SettingsForm() {
  const { t } = useTranslation('channel');
  const read = useApiRead('settings', planSettings);
  const [draft, setDraft] = useState<Record<keyof PlanSettings, string> | null>(null);
  const [saved, setSaved] = useState(false);
  // The api checks the bounds (whole coins, the lowest price not above the highest).
  const saving = useSubmit((settings: PlanSettings) => saveSettings(settings), { onSuccess: () => setSaved(true) });
  const message = saving.error ? { ok: false, text: saving.error } : saved ? { ok: true, text: t('review.saved') } : null;
  useEffect(() => {
    if (read.data) setDraft(Object.fromEntries(Object.entries(read.data).map(([key, value]) => [key, String(value)])) as Record<keyof PlanSettings, string>);
  }, [read.data]);
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!draft) return <LoadingState rows={2} />;
  const save = () => {
    setSaved(false);
    void saving.submit(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, Number(value)])) as unknown as PlanSettings);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h3">{t('review.settings')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(Object.keys(draft) as (keyof PlanSettings)[]).map((key) => (
          <TextInput key={key} type="number" size="small" label={t(`review.fields.${key}`)} value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
        ))}
      </Box>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Button variant="contained" onClick={save} disabled={saving.busy} sx={{ alignSelf: 'flex-start' }}>
        {t('review.save')}
      </Button>
    </Paper>
  );
}

export function PlanOps() {
  const { t } = useTranslation('channel');
  const list = usePagedList('on-sale', plansOnSale, { identify: (plan) => plan.id });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SettingsForm />
      <Typography variant="h3">{t('review.onSale')}</Typography>
      {/* A voided plan is no longer on sale: the list is read again from its first page. */}
      <PagedList list={list} emptyTitle={t('review.noPlans')} renderItem={(plan) => <VoidablePlan key={plan.id} plan={plan} onVoided={list.reload} />} />
    </Box>
  );
}
