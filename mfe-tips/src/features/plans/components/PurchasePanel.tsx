// Unlocking a plan on sale with coins: the price this fan pays (a first purchase discounted) and
// the buy button; the spend itself (login, confirmation, idempotency key, toast, balance, the
// way to top up) is the remote's one coin-spending flow.
import type { Plan } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { purchasePlan, readBalance } from '../api/plansApi';
import { CoinSpendDialog, CoinSpendFailure } from '../../../components/CoinSpendDialog';
import { useCoinSpend } from '../../../hooks/useCoinSpend';
import { PlanPrice } from '../../../components/PlanPrice';

export function PurchasePanel({ plan, onUnlocked }: { plan: Plan; onUnlocked: () => void }) {
  const { t } = useTranslation('tips');
  const spend = useCoinSpend({
    item: plan.title,
    price: plan.priceForViewer,
    fullPrice: plan.price,
    spend: (idempotencyKey) => purchasePlan(plan.id, idempotencyKey),
    readBalance,
    onSpent: onUnlocked,
  });
  const { balance } = spend;

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="purchase-panel">
      <Typography>{t('detail.locked')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <PlanPrice plan={plan} testId="detail-price" />
      </Box>
      {plan.priceForViewer < plan.price && (
        <Typography variant="body2" color="success.main" data-testid="first-order">
          {t('detail.firstOrder', { price: plan.priceForViewer, count: plan.price })}
        </Typography>
      )}
      <CoinSpendFailure spend={spend} testId="purchase-error" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={spend.ask} disabled={spend.busy} data-testid="buy-plan">
          {plan.priceForViewer === 0 ? t('detail.unlockFree') : t('detail.buy', { count: plan.priceForViewer })}
        </Button>
        {balance !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('detail.balance', { count: balance })}
          </Typography>
        )}
      </Box>
      <CoinSpendDialog spend={spend} />
    </Paper>
  );
}
