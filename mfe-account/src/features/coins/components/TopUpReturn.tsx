// Where a payment provider sends the fan back (`/user/coins?topUp=<id>`): that top-up's state,
// followed until the provider says how it ended. The coins themselves reach the header's balance
// through the user's realtime channel when the credit lands. Loaded only with that address.
import type { TopUp, TopUpStatus } from '@matchday/contracts/coins/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useNavigate } from '@matchday/shared/routing/router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useFollowTopUp } from '../hooks/useFollowTopUp';

const SEVERITY: Record<TopUpStatus, AlertColor> = {
  pending: 'info',
  paid: 'success',
  failed: 'error',
  expired: 'warning',
  refunded: 'info',
  disputed: 'warning',
};

function Details({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <span data-testid="top-up-return-details">
      {t('coins.return.details', {
        price: format.price(topUp.price, topUp.currency),
        coins: t('coins.amount', { count: topUp.coins + topUp.bonusCoins }),
        provider: t(`coins.providers.${topUp.provider}`),
      })}
    </span>
  );
}

export function TopUpReturn({ topUpId, onSettled }: { topUpId: string; onSettled: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { topUp, error, gaveUp, again } = useFollowTopUp(topUpId);
  const status = topUp?.status ?? null;
  // Once it is no longer pending, the lists showing it are read again.
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  useEffect(() => {
    if (status && status !== 'pending') settledRef.current();
  }, [status]);
  const close = () => navigate('/user/coins', { replace: true });
  const checkAgain = (
    <Button color="inherit" size="small" onClick={again} data-testid="top-up-return-again">
      {t('coins.return.checkAgain')}
    </Button>
  );

  if (error)
    return (
      <Alert severity="error" sx={{ mb: 2 }} action={checkAgain} onClose={close} data-testid="top-up-return" data-status="unknown">
        {error}
      </Alert>
    );
  if (!topUp || !status)
    return (
      <Alert severity="info" icon={<CircularProgress size={20} />} sx={{ mb: 2 }} data-testid="top-up-return" data-status="checking">
        {t('coins.return.checking')}
      </Alert>
    );
  const title = status === 'paid' ? t('coins.return.paid', { count: topUp.coins + topUp.bonusCoins }) : t(`coins.return.${status}`);
  return (
    <Alert
      severity={SEVERITY[status]}
      icon={status === 'pending' && !gaveUp ? <CircularProgress size={20} /> : undefined}
      action={status === 'pending' && gaveUp ? checkAgain : undefined}
      onClose={close}
      role={status === 'pending' ? 'status' : 'alert'}
      sx={{ mb: 2 }}
      data-testid="top-up-return"
      data-status={status}
    >
      <AlertTitle>{title}</AlertTitle>
      <Details topUp={topUp} />
      {status === 'pending' && gaveUp && <div>{t('coins.return.stillPending')}</div>}
    </Alert>
  );
}
