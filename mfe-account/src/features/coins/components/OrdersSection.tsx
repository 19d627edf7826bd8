// My orders: unlocked plans and top-ups, newest first.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { listOrders } from '../api/coinsApi';

export function OrdersSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const list = usePagedList('orders', listOrders);
  return (
    <SectionCard title={t('user.sections.orders')}>
      <PagedList
        list={list}
        container={(rows) => (
          <List dense disablePadding data-testid="orders">
            {rows}
          </List>
        )}
        emptyTitle={t('orders.none')}
        renderItem={(order) => (
          <ListItem key={`${order.type}-${order.id}`} divider>
            <ListItemText primary={order.type === 'top_up' ? t('orders.topUp') : order.title} secondary={format.dateTime(order.createdAt)} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {order.refunded && <Chip size="small" color="info" label={t('orders.refunded')} />}
              <Typography sx={{ fontWeight: 700 }}>{t('coins.amount', { count: order.amount })}</Typography>
            </Box>
          </ListItem>
        )}
      />
    </SectionCard>
  );
}
