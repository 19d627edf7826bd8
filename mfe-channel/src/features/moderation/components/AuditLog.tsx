// Every customer-service and streamer action, newest first: who, what, on whom, why; older
// ones a page at a time.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
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
        <DataTable head={[t('moderation.audit.when'), t('moderation.audit.who'), t('moderation.audit.action'), t('moderation.audit.target'), t('moderation.audit.reason')]} topAligned>{rows}</DataTable>
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
