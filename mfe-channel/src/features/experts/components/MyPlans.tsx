// "My plans": what the expert published, with sales, income, refunds and results.
import type { PublishedPlan } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { TextInput } from '@matchday/ui/TextInput';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { myPlans, writeRemark } from '../api/expertsApi';

const RESULT_COLOURS = { pending: 'default', hit: 'success', miss: 'error', void: 'default' } as const;

/** An expert's remark on their settled plan, once; shown to everyone under /remark. */
function RemarkForm({ plan }: { plan: PublishedPlan }) {
  const { t } = useTranslation('channel');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [done, setDone] = useState(plan.remarked);
  const sending = useSubmit(() => writeRemark(plan.id, text.trim()), { onSuccess: () => setDone(true) });
  if (done) return <Typography variant="body2" color="text.secondary">{t('experts.remark.done')}</Typography>;
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)} data-testid="write-remark">
        {t('experts.remark.write')}
      </Button>
    );
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextInput label={t('experts.remark.label')} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={2} fullWidth inputProps={{ maxLength: 1000, 'data-testid': 'remark-text' }} />
      {sending.error && <Alert severity="error">{sending.error}</Alert>}
      <Button variant="contained" size="small" onClick={() => void sending.submit()} disabled={sending.busy} sx={{ alignSelf: 'flex-start' }} data-testid="send-remark">
        {t('experts.remark.send')}
      </Button>
    </Box>
  );
}

function PlanRow({ plan }: { plan: PublishedPlan }) {
  const { t } = useTranslation('channel');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="my-plan" data-plan-id={plan.id}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600 }}>{plan.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {plan.match.home} – {plan.match.away} · {t(`experts.markets.${plan.market}`)}
        </Typography>
      </Box>
      <Typography variant="body2">{t('experts.mine.sales', { amount: plan.sales })}</Typography>
      <Typography variant="body2">{t('experts.mine.income', { count: plan.income })}</Typography>
      {plan.refunded > 0 && <Typography variant="body2">{t('experts.mine.refunded', { count: plan.refunded })}</Typography>}
      <Chip size="small" color={RESULT_COLOURS[plan.result]} label={t(`experts.results.${plan.result}`)} data-testid="my-plan-result" data-result={plan.result} />
      {plan.result !== 'pending' && <RemarkForm plan={plan} />}
    </Paper>
  );
}

export function MyPlans() {
  const { t } = useTranslation('channel');
  const list = usePagedList('my-plans', myPlans);
  return (
    <PagedList
      list={list}
      emptyTitle={t('experts.mine.none')}
      container={(rows) => <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{rows}</Box>}
      renderItem={(plan) => <PlanRow key={plan.id} plan={plan} />}
    />
  );
}
