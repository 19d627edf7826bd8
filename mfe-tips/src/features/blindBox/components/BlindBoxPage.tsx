// The blind box: a fixed price for a random plan on sale the fan does not own yet. The page
// says how many plans a box could hold now; with none, opening charges nothing. Opening is the
// remote's one coin-spending flow (login, confirmation, idempotency key, toast, the way to top up).
import { type BlindBoxOpening, blindBoxRead } from '@matchday/contracts/tips/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { PageFrame } from '@matchday/ui/PageFrame';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeBox, openBox, readBalance } from '../api/blindBoxApi';
import { CoinSpendDialog, CoinSpendFailure } from '../../../components/CoinSpendDialog';
import { PlanCard } from '../../../components/PlanCard';
import { useCoinSpend } from '../../../hooks/useCoinSpend';

export function BlindBoxPage() {
  const { t } = useTranslation('tips');
  usePageMeta('box');
  const signedIn = useSession((state) => state.token !== null);
  const [version, setVersion] = useState(0);
  // The shell's server drew the box for a visitor: a signed-in fan's page reads their own.
  const box = useApiRead(`box:${signedIn}:${version}`, describeBox, signedIn ? undefined : blindBoxRead());
  useFirstScreenDrawn('tips', box.status === 'ready' || box.status === 'error');
  const [opened, setOpened] = useState<BlindBoxOpening | null>(null);
  const spend = useCoinSpend({
    item: t('box.title'),
    price: box.data?.price ?? null,
    spend: openBox,
    readBalance,
    onSpent: (result) => {
      setOpened(result);
      setVersion((value) => value + 1);
    },
  });

  return (
    <PageFrame title={t('box.title')}>
      <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'center' }}>
          <CardGiftcard sx={{ fontSize: 56, color: 'gold.main' }} />
          <Typography>{t('box.explain')}</Typography>
          {box.status === 'error' ? (
            <ErrorState onRetry={box.retry} />
          ) : !box.data ? (
            <LoadingState rows={1} />
          ) : (
            <>
              <Typography variant="h2" data-testid="box-price">
                {t('plan.coins', { count: box.data.price })}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="box-available">
                {t('box.available', { amount: box.data.available })}
              </Typography>
              <Button variant="contained" size="large" onClick={spend.ask} disabled={spend.busy} data-testid="open-box">
                {t('box.open')}
              </Button>
            </>
          )}
          <CoinSpendFailure spend={spend} testId="box-error" />
          <CoinSpendDialog spend={spend} />
        </Paper>
        {opened && (
          <Box data-testid="box-opened">
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('box.received')}
            </Typography>
            <PlanCard plan={opened.plan} detailPath="/plan" />
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
