// Accounts that owe coins: a refund or dispute took back more coins than were left unspent. The
// largest debt first, a page at a time; such an account buys nothing until it is settled.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import Box from '@mui/material/Box';
import { coinDebts } from '../api/coinsOpsApi';

export function CoinDebts() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const list = usePagedList('coin-debts', coinDebts);
  return (
    <PagedList
      list={list}
      loadingRows={4}
      emptyTitle={t('coins.debts.empty')}
      container={(rows) => (
        <DataTable head={[t('coins.debts.user'), t('coins.debts.owed'), t('coins.debts.reason'), t('coins.debts.topUp'), t('coins.debts.since')]}>{rows}</DataTable>
      )}
      renderItem={(debt) => (
        <tr key={`${debt.userId}-${debt.topUpId}`} data-testid="coin-debt" data-user-id={debt.userId}>
          <td>
            {debt.username} <Box component="span" sx={{ color: 'text.secondary' }}>{t('coins.debts.userId', { id: debt.userId })}</Box>
          </td>
          <td data-testid="coin-debt-owed">{format.coins(debt.owed)}</td>
          <td>{t(`coins.debts.reasons.${debt.reason}`)}</td>
          <td>{debt.topUpId}</td>
          <td>{format.dateTime(debt.createdAt)}</td>
        </tr>
      )}
    />
  );
}
