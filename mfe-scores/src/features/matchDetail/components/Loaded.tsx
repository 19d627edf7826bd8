// A tab's read as what the fan sees: skeletons while it loads, a retry when it failed, a
// sentence when there is nothing, the content otherwise.
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import type { ReactNode } from 'react';
import type { ApiRead } from '@matchday/ui/useApiRead';

interface LoadedProps<T> {
  read: ApiRead<T>;
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ read, empty, isEmpty, children }: LoadedProps<T>) {
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (read.status !== 'ready' || read.data === null) return <LoadingState rows={4} />;
  if (isEmpty?.(read.data)) return <EmptyState title={empty} />;
  return <>{children(read.data)}</>;
}
