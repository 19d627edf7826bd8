// Buying coins: the packages on sale with their real price (and bonus), the way to pay when more
// than one provider takes the chosen package, then the provider's checkout page (the return page
// follows the top-up from there) or, in development, the coins at once. A double click starts one
// checkout, and a retry after a lost answer carries the same idempotency key, so a fan is never
// charged twice; another package or way to pay is another request. Loaded when first opened.
import { type CoinShop, type PaymentProviderName, topUpReturnPath } from '@matchday/contracts/coins/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import { useNavigate } from '@matchday/shared/routing/router';
import { setBalance } from '@matchday/shared/stores/sessionStore';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { leaveSiteFor } from '../../../lib/leaveSite';
import { coinShop, startTopUp } from '../api/coinsApi';

type ShopPackage = CoinShop['packages'][number];

interface DialogProps {
  onClose: () => void;
  onDone: () => void;
}

function Shelf({ packages, onClose, onDone }: DialogProps & { packages: ShopPackage[] }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  // Alipay has a page for phones (wap pay) and one for desktops (page pay).
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [packageId, setPackageId] = useState(packages[0]!.id);
  const [chosenProvider, setChosenProvider] = useState<PaymentProviderName | null>(null);
  const [leaving, setLeaving] = useState(false);
  const chosen = packages.find((item) => item.id === packageId) ?? packages[0]!;
  const provider = chosenProvider && chosen.providers.includes(chosenProvider) ? chosenProvider : chosen.providers[0]!;

  // A package's id is a string in the shop's answer and a number in the checkout request (checkoutSchema).
  const paying = useSubmit(
    (_: void, { idempotencyKey }) => startTopUp({ packageId: Number(chosen.id), provider, device: phone ? 'phone' : 'desktop' }, idempotencyKey),
    {
      onSuccess: (started) => {
        if (started.redirectUrl) {
          setLeaving(true);
          leaveSiteFor(started.redirectUrl);
          return;
        }
        if (started.balance !== null) setBalance(started.balance);
        onDone();
        if (started.topUp.status === 'paid') {
          eventBus.emit('toast', { message: t('coins.toppedUp', { count: started.topUp.coins + started.topUp.bonusCoins }), severity: 'success' });
        } else {
          // Neither paid nor a page to pay on: the return page follows it until the provider says.
          navigate(topUpReturnPath(started.topUp.id));
        }
      },
    },
  );

  return (
    <>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={chosen.id}
          aria-label={t('coins.packages')}
          onChange={(_, value: string | null) => {
            if (value === null) return;
            setPackageId(value);
            paying.renewKey(); // another package is another request
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
        >
          {packages.map((item) => (
            <ToggleButton key={item.id} value={item.id} data-testid="top-up-package" data-package-id={item.id} data-coins={item.coins} sx={{ display: 'block', textTransform: 'none' }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {t('coins.amount', { count: item.coins })}
              </Typography>
              {item.bonusCoins > 0 && (
                <Typography component="span" variant="caption" color="success.main" sx={{ display: 'block' }} data-testid="top-up-bonus">
                  {t('coins.bonus', { amount: format.coins(item.bonusCoins) })}
                </Typography>
              )}
              <Typography component="span" variant="body2" sx={{ display: 'block' }} data-testid="top-up-price">
                {format.price(item.price, item.currency)}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {chosen.providers.length > 1 ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <FormLabel component="legend">{t('coins.payWith')}</FormLabel>
            <RadioGroup
              row
              value={provider}
              onChange={(event) => {
                setChosenProvider(event.target.value as PaymentProviderName);
                paying.renewKey(); // another way to pay is another request
              }}
            >
              {chosen.providers.map((name) => (
                <FormControlLabel key={name} value={name} control={<Radio />} label={t(`coins.providers.${name}`)} data-testid={`top-up-provider-${name}`} />
              ))}
            </RadioGroup>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="top-up-provider">
            {t('coins.payingWith', { provider: t(`coins.providers.${provider}`) })}
          </Typography>
        )}
        {paying.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {paying.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void paying.submit()} disabled={paying.busy || leaving} data-testid="top-up-pay">
          {leaving ? t('coins.toCheckout') : t('coins.payPrice', { price: format.price(chosen.price, chosen.currency) })}
        </Button>
      </DialogActions>
    </>
  );
}

export function TopUpDialog({ onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const shop = useApiRead('coin-shop', coinShop);
  // A package no provider takes cannot be bought here.
  const packages = shop.data?.packages.filter((item) => item.providers.length > 0) ?? [];
  const open = shop.data !== null && !shop.data.closed && packages.length > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="top-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="top-up-title">{t('coins.topUp')}</DialogTitle>
      {open ? (
        <Shelf packages={packages} onClose={onClose} onDone={onDone} />
      ) : (
        <>
          <DialogContent>
            {shop.status === 'error' ? (
              <ErrorState onRetry={shop.retry} />
            ) : shop.data ? (
              <Alert severity="info" data-testid="top-up-closed">
                {t('coins.shopClosed')}
              </Alert>
            ) : (
              <LoadingState rows={2} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
