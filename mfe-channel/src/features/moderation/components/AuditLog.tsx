// Every customer-service and streamer action, newest first: who, what, on whom, why; older
// ones a page at a time.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/shared/ui/PagedList';
import { usePagedList } from '@matchday/shared/ui/usePagedList';
import Box from '@mui/material/Box';
import { auditLog } from '../api/moderationApi';

export function AuditLog() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const list = usePagedList('audit', auditLog);
  return (
    <PagedList
      list={list}
      loadingRows={5}
      emptyTitle={t('moderation.noAudit')}
      container={(rows) => (
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
          <tbody>{rows}</tbody>
        </Box>
      )}
      renderItem={(entry) => (
        <tr key={entry.id} data-testid="audit-entry" data-action={entry.action}>
          <td>{format.timestamp(entry.createdAt)}</td>
          <td>{entry.actor ?? t('moderation.audit.judge')}</td>
          <td>{t(`moderation.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}</td>
          <td>{entry.targetUsername ?? '—'}</td>
          <td style={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</td>
        </tr>
      )}
    />
  );
}
