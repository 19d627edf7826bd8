// A fan's top-up as customer service finds it (by its number, as the fan's receipt or a held
// notice gives it): whose it is, what was paid and credited, what refunds and disputes took back;
// and money sent back through its provider. A refund is confirmed before it goes, and goes once:
// the click is one request whatever happens to its answer (a retry after none sends the same key).
import type { OpsTopUp, RefundRecord } from '@matchday/contracts/coins/contract';
import { type RefundRequestBody, refundSchema } from '@matchday/contracts/coins/schemas';
import { useFormat } from '@matchday/shared/format/format';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { opsTopUp, refundTopUp } from '../api/coinsOpsApi';

/** An amount as typed in the currency's smallest unit: nothing typed is everything left. */
const amountOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

function RefundForm({ topUp, onRefunded }: { topUp: OpsTopUp; onRefunded: (refund: RefundRecord) => void }) {
  const { t } = useTranslation(['channel', 'api']);
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<RefundRequestBody | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const refunding = useSubmit((request: RefundRequestBody, { idempotencyKey }) => refundTopUp(topUp.id, request, idempotencyKey), {
    onSuccess: (refund) => {
      setConfirming(null);
      setAmount('');
      setReason('');
      onRefunded(refund);
    },
  });
  const currency = topUp.currency;
  const typed = amountOf(amount);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const result = refundSchema.safeParse({ amount: typed, reason });
    const found: typeof errors = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0]) as 'amount' | 'reason'] ??= ruleMessage(issue.message);
    if (typed !== undefined && typed > topUp.refundable) found.amount ??= ruleMessage('api.payments.refundAmountInvalid');
    setErrors(found);
    if (result.success && Object.keys(found).length === 0) {
      // Another amount or reason is another request: a new key.
      refunding.renewKey();
      setConfirming(result.data);
    }
  };

  if (confirming) {
    const money = format.price(confirming.amount ?? topUp.refundable, currency);
    return (
      <Alert
        severity="warning"
        data-testid="refund-confirm"
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button color="inherit" onClick={() => setConfirming(null)} disabled={refunding.busy}>
              {t('coins.refunds.back')}
            </Button>
            <Button color="warning" variant="contained" onClick={() => void refunding.submit(confirming)} disabled={refunding.busy} data-testid="refund-send">
              {t('coins.refunds.send', { money })}
            </Button>
          </Box>
        }
      >
        {t('coins.refunds.confirm', { money, user: topUp.username, provider: t(`coins.providers.${topUp.provider}`) })}
        {refunding.error && (
          <Typography variant="body2" color="error" role="alert" data-testid="refund-error">
            {refunding.error}
          </Typography>
        )}
      </Alert>
    );
  }

  return (
    <Box component="form" onSubmit={check} noValidate sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, alignItems: 'start' }}>
      <TextInput
        size="small"
        label={t('coins.refunds.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(errors.amount)}
        helperText={
          errors.amount ??
          (typed !== undefined && Number.isInteger(typed) && typed > 0 ? format.price(typed, currency) : t('coins.refunds.amountHint', { left: format.price(topUp.refundable, currency) }))
        }
        inputProps={{ inputMode: 'numeric', 'data-testid': 'refund-amount' }}
      />
      <TextInput
        size="small"
        label={t('coins.refunds.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? t('coins.refunds.reasonHint')}
        inputProps={{ 'data-testid': 'refund-reason' }}
      />
      <Box>
        <Button type="submit" variant="outlined" color="warning" data-testid="refund-ask">
          {t('coins.refunds.refund')}
        </Button>
      </Box>
    </Box>
  );
}

function TopUpCard({ topUp, onRefunded }: { topUp: OpsTopUp; onRefunded: (refund: RefundRecord) => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const currency = topUp.currency;
  const fact = (label: string, value: string, testId?: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="ops-top-up">
      <Typography variant="h3">{t('coins.refunds.title', { id: topUp.id, user: topUp.username, userId: topUp.userId })}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, fontSize: '0.9rem', '& dd': { m: 0 } }}>
        {fact(t('coins.refunds.status'), t(`coins.refunds.statuses.${topUp.status}`), 'ops-top-up-status')}
        {fact(t('coins.refunds.provider'), t(`coins.providers.${topUp.provider}`))}
        {fact(t('coins.refunds.paid'), format.price(topUp.price, currency))}
        {fact(t('coins.refunds.coins'), format.coins(topUp.coins + topUp.bonusCoins))}
        {fact(t('coins.refunds.reversed'), format.coins(topUp.reversedCoins), 'ops-top-up-reversed')}
        {fact(t('coins.refunds.refundable'), format.price(topUp.refundable, currency), 'ops-top-up-refundable')}
        {fact(t('coins.refunds.created'), format.timestamp(topUp.createdAt))}
      </Box>
      {topUp.refunds.length > 0 && (
        <DataTable head={[t('coins.refunds.requested'), t('coins.refunds.amount'), t('coins.refunds.status'), t('coins.refunds.reason')]}>
            {topUp.refunds.map((refund) => (
              <tr key={refund.id} data-testid="ops-refund" data-status={refund.status}>
                <td>{format.timestamp(refund.requestedAt)}</td>
                <td>{format.price(refund.amount, refund.currency)}</td>
                <td>
                  {t(`coins.refunds.refundStatuses.${refund.status}`)}
                  {refund.why ? ` — ${refund.why}` : ''}
                </td>
                <td>{refund.reason}</td>
              </tr>
            ))}
          </DataTable>
      )}
      {topUp.refundable > 0 ? <RefundForm topUp={topUp} onRefunded={onRefunded} /> : <Alert severity="info">{t('coins.refunds.nothingToRefund')}</Alert>}
    </Paper>
  );
}

export function TopUpRefund() {
  const { t } = useTranslation('channel');
  const [typed, setTyped] = useState('');
  const [topUp, setTopUp] = useState<OpsTopUp | null>(null);
  const [done, setDone] = useState<RefundRecord | null>(null);
  const finding = useSubmit((id: string) => opsTopUp(id), { onSuccess: setTopUp });
  const find = (event: FormEvent) => {
    event.preventDefault();
    setTopUp(null);
    setDone(null);
    const id = typed.trim();
    if (!/^\d{1,18}$/.test(id)) {
      finding.setError(t('coins.refunds.idInvalid'));
      return;
    }
    void finding.submit(id);
  };
  const refunded = (refund: RefundRecord) => {
    setDone(refund);
    // Read again: the refund's row, and what is left.
    if (topUp) void finding.submit(topUp.id);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="top-up-refund">
      <Box component="form" onSubmit={find} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput size="small" label={t('coins.refunds.topUpId')} value={typed} onChange={(event) => setTyped(event.target.value)} inputProps={{ inputMode: 'numeric', 'data-testid': 'top-up-id' }} />
        <Button type="submit" variant="outlined" disabled={finding.busy} data-testid="top-up-find">
          {t('coins.refunds.find')}
        </Button>
      </Box>
      {finding.error && (
        <Alert severity="error" data-testid="top-up-error">
          {finding.error}
        </Alert>
      )}
      {done && (
        <Alert severity={done.status === 'failed' ? 'error' : 'success'} data-testid="refund-done">
          {t(`coins.refunds.done.${done.status}`, { why: done.why ?? '' })}
        </Alert>
      )}
      {topUp && <TopUpCard topUp={topUp} onRefunded={refunded} />}
    </Box>
  );
}
