// Plans as cards, a page at a time (the shared paged list: loading, empty and failed views, "Load more").
import type { Plan } from '@matchday/contracts/tips/contract';
import { PagedList } from '@matchday/ui/PagedList';
import type { PagedList as PagedPlans } from '@matchday/ui/usePagedList';
import Box from '@mui/material/Box';
import { PlanCard } from './PlanCard';

export function PlanList({ list, empty, detailPath }: { list: PagedPlans<Plan>; empty: string; detailPath: string }) {
  return (
    <PagedList
      list={list}
      loadingRows={4}
      emptyTitle={empty}
      container={(cards) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="plan-list">
          {cards}
        </Box>
      )}
      renderItem={(plan) => <PlanCard key={plan.id} plan={plan} detailPath={detailPath} />}
    />
  );
}
