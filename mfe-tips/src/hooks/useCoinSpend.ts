// Spending coins, the one flow for everything the tips remote sells (a plan, a blind box):
// a visitor is asked to log in; a member is asked first (what is bought, the price they pay,
// the balance after) and spends only on "Confirm"; the request carries an idempotency key
// (the shared useSubmit's: a retry after no answer is the same request, applied once); then a
// toast confirms it and the header's balance follows. A refusal ("Insufficient gold balance")
// is shown with the way to top up, judged on the api's balance, read again after any refusal.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { isApiError } from '@matchday/shared/http/apiError';
import { useTranslation } from '@matchday/shared/i18n/react';
import { setBalance, useSession } from '@matchday/shared/stores/sessionStore';
import { useAskToLogIn } from '@matchday/ui/useAskToLogIn';
import { useSubmit } from '@matchday/ui/useSubmit';
import { useState } from 'react';

/** Where a fan buys coins. */
export const TOP_UP_PATH = '/user/coins';

/** What every spend answers: the price charged and the balance after it. */
export interface Spent {
  price: number;
  balance: number;
}

export interface CoinSpendRequest<R extends Spent> {
  /** What is bought, as the dialog and the toast name it. */
  item: string;
  /** What this fan pays now (a first purchase discounted); null while unknown. */
  price: number | null;
  /** The undiscounted price, when this fan pays less. */
  fullPrice?: number;
  /** The request; `idempotencyKey` goes with it. */
  spend: (idempotencyKey: string) => Promise<R>;
  /** The fan's coins as the api has them now, read after a refusal (the spending feature's call). */
  readBalance: () => Promise<number>;
  /** What the page shows of it (the plan unlocked, the plan in the box). */
  onSpent?: (result: R) => void;
}

export interface CoinSpend {
  item: string;
  price: number | null;
  fullPrice?: number;
  /** The header's balance; null until known. */
  balance: number | null;
  /** The balance is known and does not cover the price: the way to top up is offered. */
  short: boolean;
  /** The confirmation is open. */
  asking: boolean;
  busy: boolean;
  /** Why the last spend failed, as the user reads it. */
  error: string | null;
  /** The buy button. */
  ask: () => void;
  confirm: () => void;
  cancel: () => void;
}

async function readBalanceAgain(readBalance: () => Promise<number>): Promise<void> {
  try {
    const balance = await readBalance();
    // An answer without a balance leaves the header as it was.
    if (typeof balance === 'number') setBalance(balance);
  } catch {
    // The header keeps what it had; the refusal is shown either way.
  }
}

export function useCoinSpend<R extends Spent>({ item, price, fullPrice, spend, readBalance, onSpent }: CoinSpendRequest<R>): CoinSpend {
  const { t } = useTranslation('tips');
  const askToLogIn = useAskToLogIn();
  const signedIn = useSession((state) => state.token !== null);
  const balance = useSession((state) => state.balance);
  const [asking, setAsking] = useState(false);
  const spending = useSubmit(
    async (_: void, { idempotencyKey }) => {
      let result: R;
      try {
        result = await spend(idempotencyKey);
      } catch (failure) {
        // "Insufficient gold balance" is judged on the api's balance: read it, so the way to top up shows.
        if (isApiError(failure)) await readBalanceAgain(readBalance);
        throw failure;
      }
      // The coins moved: the header and the toast say so even if the fan has left the page.
      setBalance(result.balance);
      eventBus.emit('toast', { message: result.price === 0 ? t('spend.doneFree', { item }) : t('spend.done', { item, count: result.price }), severity: 'success' });
      return result;
    },
    {
      onSuccess: (result) => {
        setAsking(false);
        onSpent?.(result);
      },
      onFailure: () => setAsking(false),
    },
  );

  const ask = () => {
    if (!signedIn) return askToLogIn();
    if (price === null) return;
    spending.clearError();
    setAsking(true);
  };

  return {
    item,
    price,
    fullPrice,
    balance,
    short: balance !== null && price !== null && balance < price,
    asking,
    busy: spending.busy,
    error: spending.error,
    ask,
    // Only while asked: a second click that lands after a quick answer closed the dialog buys nothing more.
    confirm: () => {
      if (asking) void spending.submit();
    },
    cancel: () => {
      if (!spending.busy) setAsking(false);
    },
  };
}
