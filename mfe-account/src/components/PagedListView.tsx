// A paginated list with its loading, failed and empty states.
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import { EmptyState, ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import type { ReactNode } from 'react';
import type { PagedList } from '../lib/usePagedList';

export function PagedListView<T>({ list, renderItem, emptyTitle, testId }: { list: PagedList<T>; renderItem: (item: T) => ReactNode; emptyTitle: string; testId?: string }) {
  if (list.status === 'loading' && !list.page) return <LoadingState rows={3} />;
  if (list.status === 'failed' && !list.page) return <ErrorState onRetry={list.reload} />;
  const page = list.page!;
  if (page.items.length === 0) return <EmptyState title={emptyTitle} />;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <List dense data-testid={testId} disablePadding>
        {page.items.map(renderItem)}
      </List>
      {pages > 1 && (
        <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={list.pageNumber} onChange={(_, value) => list.setPageNumber(value)} />
      )}
    </>
  );
}
