// The confirmation before coins are spent (what is bought, the price this fan pays with any
// first-order discount, the balance after; Confirm or Cancel). Loaded when a fan first asks
// (CoinSpendDialog): the dialog's code is not part of a page's first visit.
import { useTranslation } from '@matchday/shared/i18n/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CoinSpend } from '../hooks/useCoinSpend';
import { TopUpLink } from './TopUpLink';

export function CoinSpendConfirmation({ spend }: { spend: CoinSpend }) {
  const { t } = useTranslation('tips');
  const { price, fullPrice, balance, short } = spend;
  if (price === null) return null;
  return (
    <Dialog open={spend.asking} onClose={spend.cancel} aria-labelledby="spend-title" fullWidth maxWidth="xs" data-testid="spend-dialog">
      <DialogTitle id="spend-title">{t('spend.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="spend-item">
          {spend.item}
        </Typography>
        <Typography data-testid="spend-price">{price === 0 ? t('plan.free') : t('spend.price', { count: price })}</Typography>
        {fullPrice !== undefined && fullPrice > price && (
          <Typography variant="body2" color="success.main" data-testid="spend-discount">
            {t('detail.firstOrder', { price, count: fullPrice })}
          </Typography>
        )}
        {short ? (
          <Alert severity="warning" data-testid="spend-short" action={<TopUpLink />}>
            {t('common:errors.insufficientGold')}
          </Alert>
        ) : (
          balance !== null && (
            <Typography variant="body2" color="text.secondary" data-testid="spend-balance-after">
              {t('spend.balanceAfter', { count: balance - price })}
            </Typography>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={spend.cancel} disabled={spend.busy} data-testid="spend-cancel">
          {t('spend.cancel')}
        </Button>
        {!short && (
          <Button variant="contained" onClick={spend.confirm} disabled={spend.busy} data-testid="spend-confirm">
            {t('spend.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
