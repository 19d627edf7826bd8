// Loading, empty, failed and forbidden states, the same on every page of every app.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { eventBus } from '@matchday/shared/bus/eventBus';
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
}

function MessageState({ title, hint, action, testId, tone = 'neutral' }: MessageProps) {
  return (
    <Box
      data-testid={testId}
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}
    >
      <Typography variant="h3" component="p" color={tone === 'error' ? 'error' : 'text.primary'} gutterBottom>
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

export function ErrorState({ title, hint, onRetry }: { title?: string; hint?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageState
      testId="error-state"
      tone="error"
      title={title ?? t('errors.failedToLoad')}
      hint={hint}
      action={onRetry && <Button variant="outlined" onClick={onRetry}>{t('status.retry')}</Button>}
    />
  );
}

export function NotAuthorisedState() {
  const { t } = useTranslation();
  return <MessageState testId="not-authorised" tone="error" title={t('errors.notAuthorised')} />;
}
