// The balance (live: it follows the session store, which the shell keeps current from the
// user's realtime channel), top-up, the user's top-ups and the coin history. The top-up dialog
// and the page a payment provider sends the fan back to load when needed, not with the section.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { PagedList } from '@matchday/ui/PagedList';
import { LoadingState } from '@matchday/ui/StatusViews';
import { usePagedList } from '@matchday/ui/usePagedList';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { listCoinHistory, listTopUps } from '../api/coinsApi';
import { TopUpsCard } from './TopUpsCard';

const loadTopUpDialog = () => import('./TopUpDialog');
const TopUpDialog = lazy(() => loadTopUpDialog().then((module) => ({ default: module.TopUpDialog })));
const TopUpReturn = lazy(() => import('./TopUpReturn').then((module) => ({ default: module.TopUpReturn })));

export function BalanceCard() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useSession((state) => state.balance);
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('user.sections.balance')} testId="balance-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <MonetizationOnIcon color="warning" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, flex: 1 }} data-testid="account-balance" aria-live="polite">
          {balance === null ? '…' : format.coins(balance)}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {t('coins.unit')}
          </Typography>
        </Typography>
        {/* The dialog's code is fetched as the pointer or focus reaches the button. */}
        <Button variant="contained" onClick={() => setOpen(true)} onPointerEnter={() => void loadTopUpDialog()} onFocus={() => void loadTopUpDialog()} data-testid="top-up-open">
          {t('coins.topUp')}
        </Button>
      </Box>
      {open && (
        <Suspense fallback={null}>
          <TopUpDialog onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}

export function CoinHistorySection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [search] = useSearchParams();
  const returnedTopUp = search.get('topUp');
  const balance = useSession((state) => state.balance);
  const topUps = usePagedList('top-ups', listTopUps);
  const history = usePagedList('coin-history', listCoinHistory);
  // A movement changes the balance (a top-up paid or refunded too): both lists are read again
  // from their first page when it does.
  const { reload: reloadTopUps } = topUps;
  const { reload: reloadHistory } = history;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    reloadTopUps();
    reloadHistory();
  }, [balance, reloadTopUps, reloadHistory]);
  return (
    <>
      {returnedTopUp && (
        <Suspense fallback={<LoadingState rows={1} />}>
          {/* A top-up that failed or expired moves no coins: its end is read into the list here. */}
          <TopUpReturn topUpId={returnedTopUp} onSettled={reloadTopUps} />
        </Suspense>
      )}
      <BalanceCard />
      <TopUpsCard list={topUps} />
      <SectionCard title={t('user.sections.coinHistory')}>
        <PagedList
          list={history}
          container={(rows) => (
            <List dense disablePadding data-testid="coin-history">
              {rows}
            </List>
          )}
          emptyTitle={t('coins.noHistory')}
          renderItem={(entry) => (
            <ListItem key={entry.id} divider data-kind={entry.kind}>
              <ListItemText primary={t(`coins.kinds.${entry.kind}`)} secondary={format.dateTime(entry.createdAt)} />
              <Box sx={{ textAlign: 'end' }}>
                <Typography sx={{ fontWeight: 700, color: entry.amount >= 0 ? 'success.main' : 'error.main' }}>
                  {format.coins(entry.amount, true)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('coins.balanceAfter', { balance: format.coins(entry.balanceAfter) })}
                </Typography>
              </Box>
            </ListItem>
          )}
        />
      </SectionCard>
    </>
  );
}
