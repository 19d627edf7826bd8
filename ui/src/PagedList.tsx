// A list read a page at a time (usePagedList), shown the same way in every app: the shared
// loading, empty and failed views, the rows the caller renders, "Load more" under them while
// more is to be read, "No more" at the end of a list of several pages, and "Try again" when a
// further page failed (the rows read stay).
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import type { PagedList as PagedListState } from '@matchday/ui/usePagedList';
import type { CursorPage } from '@matchday/contracts/http/paging';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PagedListProps<T, P extends CursorPage<T> = CursorPage<T>> {
  list: PagedListState<T, P>;
  /** One row; it carries its own `key`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** What holds the rows (a MUI List, a grid, a table); the rows alone by default. */
  container?: (rows: ReactNode) => ReactNode;
  emptyTitle?: string;
  emptyHint?: string;
  loadingRows?: number;
}

export function PagedList<T, P extends CursorPage<T> = CursorPage<T>>({ list, renderItem, container, emptyTitle, emptyHint, loadingRows = 3 }: PagedListProps<T, P>) {
  const { t } = useTranslation();
  if (list.status === 'idle') return null;
  if (list.status === 'loading') return <LoadingState rows={loadingRows} />;
  if (list.status === 'error') return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} hint={emptyHint} />;
  const rows = list.items.map(renderItem);
  const footer = list.moreFailed ? (
    <>
      <Typography variant="body2" color="error" role="alert">
        {t('errors.failedToLoad')}
      </Typography>
      <Button variant="outlined" size="small" onClick={list.retry}>
        {t('status.retry')}
      </Button>
    </>
  ) : list.status === 'ready' ? (
    <Button variant="outlined" onClick={list.loadMore} disabled={list.loadingMore || list.reloading} aria-busy={list.loadingMore || list.reloading} data-testid="load-more">
      {t('paging.loadMore')}
    </Button>
  ) : list.pages > 1 ? (
    <Typography variant="caption" color="text.secondary" data-testid="no-more">
      {t('paging.noMore')}
    </Typography>
  ) : null;
  return (
    <>
      {container ? container(rows) : rows}
      {footer && <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 1.5 }}>{footer}</Box>}
    </>
  );
}
