// What useCoinSpend shows: the confirmation before coins are spent, loaded the first time a fan
// asks (and kept, so it closes with its transition), and a failed spend's message with the way
// to top up when the coins are short.
import Alert from '@mui/material/Alert';
import { lazy, Suspense, useState } from 'react';
import type { CoinSpend } from '../hooks/useCoinSpend';
import { TopUpLink } from './TopUpLink';

const CoinSpendConfirmation = lazy(() => import('./CoinSpendConfirmation').then((module) => ({ default: module.CoinSpendConfirmation })));

export function CoinSpendDialog({ spend }: { spend: CoinSpend }) {
  const [asked, setAsked] = useState(false);
  if (spend.asking && !asked) setAsked(true);
  if (!asked && !spend.asking) return null;
  return (
    <Suspense fallback={null}>
      <CoinSpendConfirmation spend={spend} />
    </Suspense>
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

