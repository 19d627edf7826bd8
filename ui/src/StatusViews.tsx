// Loading, empty, failed and forbidden states, the same on every page of every app.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { isApiError } from '@matchday/shared/http/apiError';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';

export function LoadingState({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={label ?? t('status.loading')} sx={{ py: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/**
 * Loading a whole page: the same width and margins as the page will have. While it shows, the
 * progress bar runs (a navigation waiting for a page's code counts as work).
 */
export function PageLoadingState({ label }: { label?: string }) {
  const id = useId();
  useEffect(() => {
    eventBus.emit('progress.start', { id: `page-${id}` });
    return () => eventBus.emit('progress.done', { id: `page-${id}` });
  }, [id]);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Skeleton variant="text" width="40%" height={44} />
      <LoadingState label={label} />
    </Box>
  );
}

interface MessageProps {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
  tone?: 'neutral' | 'error';
  /** The title is the page's heading: the state stands for the whole page. */
  pageHeading?: boolean;
}

function MessageState({ title, hint, action, testId, tone = 'neutral', pageHeading = false }: MessageProps) {
  return (
    <Box
      data-testid={testId}
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}
    >
      <Typography variant="h3" component={pageHeading ? 'h1' : 'p'} color={tone === 'error' ? 'error' : 'text.primary'} gutterBottom>
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export function EmptyState({ title, hint }: { title?: string; hint?: string }) {
  const { t } = useTranslation();
  return <MessageState testId="empty-state" title={title ?? t('status.empty')} hint={hint} />;
}

export function ErrorState({ title, hint, onRetry, pageHeading }: { title?: string; hint?: string; onRetry?: () => void; pageHeading?: boolean }) {
  const { t } = useTranslation();
  return (
    <MessageState
      testId="error-state"
      tone="error"
      title={title ?? t('errors.failedToLoad')}
      hint={hint}
      pageHeading={pageHeading}
      action={onRetry && <Button variant="outlined" onClick={onRetry}>{t('status.retry')}</Button>}
    />
  );
}

/**
 * A page of one item (a video, an article, a plan) whose read failed. The api refusing it means
 * there is no such item (a mistyped or an old link): that is said, with the api's translated
 * reason and a way back, and no retry, which would only fail again. Anything else (no answer, a
 * server error) offers a retry.
 */
export function ItemReadFailedState({
  error,
  notFoundTitle,
  onRetry,
  back,
  pageHeading = true,
}: {
  error: unknown;
  notFoundTitle: string;
  onRetry: () => void;
  back?: ReactNode;
  /** Whether the state stands for the whole page (its title is then the page's heading), not a part of a page that has its own. */
  pageHeading?: boolean;
}) {
  if (!isApiError(error)) return <ErrorState onRetry={onRetry} pageHeading={pageHeading} />;
  return <MessageState testId="item-not-found" title={notFoundTitle} hint={error.message} action={back} pageHeading={pageHeading} />;
}

export function NotAuthorisedState() {
  const { t } = useTranslation();
  return <MessageState testId="not-authorised" tone="error" title={t('errors.notAuthorised')} />;
}
