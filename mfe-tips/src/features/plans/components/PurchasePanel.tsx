// Unlocking a plan with coins: the price this fan pays (a first purchase discounted), a login
// for a visitor, and, when the balance is short, the api's "Insufficient gold balance" with the
// way to top up. A retried click reuses its idempotency key, so it is charged once.
import type { Plan } from '@matchday/shared/api/tips';
import { isApiError } from '@matchday/shared/http/apiError';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useAskToLogIn } from '@matchday/shared/ui/useAskToLogIn';
import { Link } from '@matchday/shared/routing/router';
import { setBalance, useSession } from '@matchday/shared/stores/sessionStore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { getBalance, purchasePlan } from '../../../api/tipsApi';

async function refreshBalance(): Promise<void> {
  try {
    const balance = await getBalance();
    if (balance !== null) setBalance(balance);
  } catch {
    // The header keeps what it had; the message is shown either way.
  }
}

export function PurchasePanel({ plan, onUnlocked }: { plan: Plan; onUnlocked: () => void }) {
  const { t } = useTranslation('tips');
  const askToLogIn = useAskToLogIn();
  const signedIn = useSession((state) => state.token !== null);
  const balance = useSession((state) => state.balance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const closed = new Date(plan.purchaseDeadline).getTime() <= Date.now();
  const short = balance !== null && balance < plan.priceForViewer;

  const buy = async () => {
    if (!signedIn) {
      askToLogIn();
      return;
    }
    setBusy(true);
    setError(null);
    key.current ??= crypto.randomUUID();
    try {
      const bought = await purchasePlan(plan.id, key.current);
      key.current = null;
      setBalance(bought.balance);
      onUnlocked();
    } catch (failure) {
      // A refusal is final for this key; a failure to answer keeps it, so a retry is the same request.
      if (isApiError(failure)) key.current = null;
      setError(isApiError(failure) ? failure.message : t('detail.failed'));
      // "Insufficient gold balance" is judged on the api's balance: read it, so the way to top up shows.
      if (isApiError(failure)) await refreshBalance();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="purchase-panel">
      <Typography>{t('detail.locked')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, color: 'gold.main' }} data-testid="detail-price">
          {plan.price === 0 ? t('plan.free') : t('plan.coins', { amount: plan.price })}
        </Typography>
        {plan.originalPrice !== null && plan.originalPrice > plan.price && (
          <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            {t('plan.coins', { amount: plan.originalPrice })}
          </Typography>
        )}
      </Box>
      {plan.priceForViewer < plan.price && (
        <Typography variant="body2" color="success.main" data-testid="first-order">
          {t('detail.firstOrder', { price: plan.priceForViewer, full: plan.price })}
        </Typography>
      )}
      {error && (
        <Alert
          severity="error"
          data-testid="purchase-error"
          action={
            short ? (
              <Button component={Link} to="/user/coins" color="inherit" size="small" data-testid="top-up-link">
                {t('detail.topUp')}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void buy()} disabled={busy || closed} data-testid="buy-plan">
          {closed ? t('detail.closed') : plan.priceForViewer === 0 ? t('detail.unlockFree') : t('detail.buy', { amount: plan.priceForViewer })}
        </Button>
        {balance !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('detail.balance', { amount: balance })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
