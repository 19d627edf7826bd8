// Plans as cards, a page at a time, with loading, empty and error states.
import type { Plan } from '@matchday/shared/api/tips';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PagedList } from '../hooks/usePagedList';
import { PlanCard } from './PlanCard';

export function PlanList({ list, empty, detailPath }: { list: PagedList<Plan>; empty: string; detailPath: string }) {
  const { t } = useTranslation('tips');
  if (list.status === 'loading') return <LoadingState rows={4} />;
  if (list.status === 'error' && list.items.length === 0) return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={empty} />;
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="plan-list">
        {list.items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} detailPath={detailPath} />
        ))}
      </Box>
      {list.items.length < list.total && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={list.loadMore} disabled={list.more}>
            {t('list.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
