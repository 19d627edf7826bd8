// Every customer-service and streamer action, newest first: who, what, on whom, why.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import { useApiRead } from '@matchday/shared/ui/useApiRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { auditLog } from '../../../api/livesApi';

export function AuditLog() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const read = useApiRead(`audit:${page}`, () => auditLog(page));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={5} />;
  if (read.data.items.length === 0) return <EmptyState title={t('moderation.noAudit')} />;
  return (
    <Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { textAlign: 'start', p: 0.75, borderBottom: 1, borderColor: 'divider', fontSize: '0.85rem', verticalAlign: 'top' } }}>
        <thead>
          <tr>
            <th>{t('moderation.audit.when')}</th>
            <th>{t('moderation.audit.who')}</th>
            <th>{t('moderation.audit.action')}</th>
            <th>{t('moderation.audit.target')}</th>
            <th>{t('moderation.audit.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {read.data.items.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
              <td>{format.timestamp(entry.createdAt)}</td>
              <td>{entry.actor}</td>
              <td>{t(`moderation.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}</td>
              <td>{entry.targetUsername ?? '—'}</td>
              <td style={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
        <Button disabled={page === 1} onClick={() => setPage((value) => value - 1)}>
          {t('moderation.newer')}
        </Button>
        <Typography variant="caption">{t('moderation.page', { page })}</Typography>
        <Button disabled={page * read.data.pageSize >= read.data.total} onClick={() => setPage((value) => value + 1)}>
          {t('moderation.older')}
        </Button>
      </Box>
    </Box>
  );
}
