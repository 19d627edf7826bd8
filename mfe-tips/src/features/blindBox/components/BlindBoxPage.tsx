// The blind box: a fixed price for a random plan on sale the fan does not own yet. The page
// says how many plans a box could hold now; with none, opening charges nothing.
import type { BlindBoxOpening } from '@matchday/shared/api/tips';
import { isApiError } from '@matchday/shared/http/apiError';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useAskToLogIn } from '@matchday/shared/ui/useAskToLogIn';
import { Link } from '@matchday/shared/routing/router';
import { setBalance, useSession } from '@matchday/shared/stores/sessionStore';
import { PageFrame } from '@matchday/shared/ui/PageFrame';
import { ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import { useApiRead } from '@matchday/shared/ui/useApiRead';
import { usePageMeta } from '@matchday/shared/ui/usePageMeta';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { describeBox, getBalance, openBox } from '../../../api/tipsApi';
import { PlanCard } from '../../../components/PlanCard';

export function BlindBoxPage() {
  const { t } = useTranslation('tips');
  const askToLogIn = useAskToLogIn();
  usePageMeta('box');
  const signedIn = useSession((state) => state.token !== null);
  const balance = useSession((state) => state.balance);
  const [version, setVersion] = useState(0);
  const box = useApiRead(`box:${signedIn}:${version}`, describeBox);
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState<BlindBoxOpening | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const open = async () => {
    if (!signedIn) {
      askToLogIn();
      return;
    }
    setOpening(true);
    setError(null);
    key.current ??= crypto.randomUUID();
    try {
      const result = await openBox(key.current);
      key.current = null;
      setBalance(result.balance);
      setOpened(result);
      setVersion((value) => value + 1);
    } catch (failure) {
      if (isApiError(failure)) key.current = null;
      setError(isApiError(failure) ? failure.message : t('detail.failed'));
      // A refusal for too few coins is judged on the api's balance: read it, so the way to top up shows.
      if (isApiError(failure)) await getBalance().then((coins) => coins !== null && setBalance(coins), () => undefined);
    } finally {
      setOpening(false);
    }
  };

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
                {t('plan.coins', { amount: box.data.price })}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="box-available">
                {t('box.available', { amount: box.data.available })}
              </Typography>
              <Button variant="contained" size="large" onClick={() => void open()} disabled={opening} data-testid="open-box">
                {t('box.open')}
              </Button>
            </>
          )}
          {error && (
            <Alert
              severity="warning"
              data-testid="box-error"
              action={
                box.data && balance !== null && balance < box.data.price ? (
                  <Button component={Link} to="/user/coins" color="inherit" size="small" data-testid="top-up-link">
                    {t('detail.topUp')}
                  </Button>
                ) : undefined
              }
            >
              {error}
            </Alert>
          )}
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
