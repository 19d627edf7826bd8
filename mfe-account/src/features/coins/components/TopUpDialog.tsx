// Top up coins: a package from the shop, paid on the provider's page (the balance moves when the
// provider's word reaches the api), or at once with the development provider. A double click
// pays once, and a retry after a lost answer carries the same idempotency key; another package
// is another request.
import type { CoinShop } from '@matchday/shared/api/payments';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useTranslation } from '@matchday/shared/i18n/react';
import { setBalance } from '@matchday/shared/stores/sessionStore';
import { useSubmit } from '@matchday/shared/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { getCoinShop, startTopUp } from '../api/coinsApi';

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599px)').matches === true;

export function TopUpDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [shop, setShop] = useState<CoinShop | null>(null);
  const [packageId, setPackageId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void getCoinShop().then((answer) => {
      if (!live) return;
      setShop(answer);
      setPackageId(answer.packages[0]?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  const chosen = shop?.packages.find((item) => item.id === packageId) ?? null;
  const paying = useSubmit(
    async (_: void, { idempotencyKey }) => {
      if (!chosen?.providers[0]) return;
      const answer = await startTopUp({ packageId: Number(chosen.id), provider: chosen.providers[0], device: isPhone() ? 'phone' : 'desktop' }, idempotencyKey);
      if (answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      if (answer.balance !== null) setBalance(answer.balance);
      eventBus.emit('toast', { message: t('coins.toppedUp', { amount: answer.topUp.coins + answer.topUp.bonusCoins }), severity: 'success' });
    },
    { onSuccess: onDone },
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="top-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="top-up-title">{t('coins.topUp')}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={packageId}
          onChange={(_, value: string | null) => {
            if (value === null) return;
            setPackageId(value);
            paying.renewKey(); // another package is another request
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
        >
          {shop?.packages.map((item) => (
            <ToggleButton key={item.id} value={item.id} data-testid={`top-up-${item.coins}`}>
              {t('coins.amount', { count: item.coins + item.bonusCoins })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {paying.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {paying.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void paying.submit()} disabled={paying.busy || !chosen?.providers[0]} data-testid="top-up-pay">
          {t('coins.pay', { count: chosen ? chosen.coins + chosen.bonusCoins : 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
