// What useCoinSpend shows: the confirmation before coins are spent (what is bought, the price
// this fan pays with any first-order discount, the balance after; Confirm or Cancel), and a
// failed spend's message with the way to top up when the coins are short.
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TOP_UP_PATH, type CoinSpend } from '../hooks/useCoinSpend';

function TopUpLink() {
  const { t } = useTranslation('tips');
  return (
    <Button component={Link} to={TOP_UP_PATH} color="inherit" size="small" data-testid="top-up-link">
      {t('detail.topUp')}
    </Button>
  );
}

export function CoinSpendDialog({ spend }: { spend: CoinSpend }) {
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
            {t('detail.firstOrder', { price, full: fullPrice })}
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

/** The last spend's failure where the buy button is; with the way to top up when the coins are short. */
export function CoinSpendFailure({ spend, testId }: { spend: CoinSpend; testId: string }) {
  if (!spend.error) return null;
  return (
    <Alert severity="error" data-testid={testId} action={spend.short ? <TopUpLink /> : undefined}>
      {spend.error}
    </Alert>
  );
}

