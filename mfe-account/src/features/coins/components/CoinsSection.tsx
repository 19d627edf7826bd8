// The balance (live: it follows the session store, which the shell keeps current from the
// user's realtime channel), top-up, and the coin history.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { PagedList } from '@matchday/shared/ui/PagedList';
import { usePagedList } from '@matchday/shared/ui/usePagedList';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { listCoinHistory } from '../api/coinsApi';
import { TopUpDialog } from './TopUpDialog';

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
        <Button variant="contained" onClick={() => setOpen(true)} data-testid="top-up-open">
          {t('coins.topUp')}
        </Button>
      </Box>
      {open && <TopUpDialog onClose={() => setOpen(false)} onDone={() => setOpen(false)} />}
    </SectionCard>
  );
}

export function CoinHistorySection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useSession((state) => state.balance);
  const list = usePagedList('coin-history', listCoinHistory);
  // A movement changes the balance; the history is read again from its first page when it does.
  const { reload } = list;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    reload();
  }, [balance, reload]);
  return (
    <>
      <BalanceCard />
      <SectionCard title={t('user.sections.coinHistory')}>
        <PagedList
          list={list}
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
