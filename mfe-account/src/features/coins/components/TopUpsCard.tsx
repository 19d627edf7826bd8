// The user's top-ups, newest first: what was bought, how, the amount paid and how it stands
// (pending, paid, failed, expired, refunded, disputed). Read a page at a time.
import type { TopUp, TopUpStatus } from '@matchday/contracts/coins/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import type { PagedList as PagedListState } from '@matchday/ui/usePagedList';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';

const CHIP_COLOUR: Record<TopUpStatus, ChipProps['color']> = {
  pending: 'default',
  paid: 'success',
  failed: 'error',
  expired: 'default',
  refunded: 'info',
  disputed: 'warning',
};

export function TopUpsCard({ list }: { list: PagedListState<TopUp> }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <SectionCard title={t('coins.topUps')}>
      <PagedList
        list={list}
        container={(rows) => (
          <List dense disablePadding data-testid="top-ups">
            {rows}
          </List>
        )}
        emptyTitle={t('coins.noTopUps')}
        renderItem={(topUp) => (
          <ListItem key={topUp.id} divider data-testid="top-up" data-status={topUp.status}>
            <ListItemText
              primary={
                <>
                  {t('coins.amount', { count: topUp.coins })}
                  {topUp.bonusCoins > 0 && (
                    <Typography component="span" variant="caption" color="success.main" sx={{ ml: 1 }}>
                      {t('coins.bonus', { amount: format.coins(topUp.bonusCoins) })}
                    </Typography>
                  )}
                </>
              }
              secondary={`${format.dateTime(topUp.createdAt)} · ${t(`coins.providers.${topUp.provider}`)}`}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Chip size="small" color={CHIP_COLOUR[topUp.status]} label={t(`coins.status.${topUp.status}`)} data-testid="top-up-status" />
              <Typography sx={{ fontWeight: 700 }} data-testid="top-up-paid">
                {format.price(topUp.price, topUp.currency)}
              </Typography>
            </Box>
          </ListItem>
        )}
      />
    </SectionCard>
  );
}
