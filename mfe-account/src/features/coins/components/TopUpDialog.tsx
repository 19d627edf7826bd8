// Top up coins through the payment provider. A double click pays once, and a retry after a lost
// answer carries the same idempotency key, so the coins are never added twice; another amount is
// another request.
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
import { useState } from 'react';
import { topUp } from '../api/coinsApi';

export const TOP_UP_CHOICES = [60, 300, 680, 1280] as const;

export function TopUpDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [amount, setAmount] = useState<number>(TOP_UP_CHOICES[0]);
  const paying = useSubmit(
    async (_: void, { idempotencyKey }) => {
      const answer = await topUp(amount, idempotencyKey);
      setBalance(answer.balance);
      eventBus.emit('toast', { message: t('coins.toppedUp', { amount: answer.amount }), severity: 'success' });
    },
    { onSuccess: onDone },
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="top-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="top-up-title">{t('coins.topUp')}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={amount}
          onChange={(_, value: number | null) => {
            if (value === null) return;
            setAmount(value);
            paying.renewKey(); // another amount is another request
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
        >
          {TOP_UP_CHOICES.map((choice) => (
            <ToggleButton key={choice} value={choice} data-testid={`top-up-${choice}`}>
              {t('coins.amount', { count: choice })}
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
        <Button variant="contained" onClick={() => void paying.submit()} disabled={paying.busy} data-testid="top-up-pay">
          {t('coins.pay', { count: amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
