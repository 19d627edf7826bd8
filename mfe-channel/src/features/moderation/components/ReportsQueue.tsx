// Reports of chat messages and streamers: open ones first; customer service marks each handled
// (after deleting, muting or banning as it decides) or dismissed. Reported text is shown as text.
import type { Report } from '@matchday/contracts/lives/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { decideReport, reports } from '../api/moderationApi';
import { SanctionForm } from './SanctionForm';

const STATUSES = ['open', 'handled', 'dismissed'] as const;

function ReportCard({ report, onDecided }: { report: Report; onDecided: () => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [sanctioning, setSanctioning] = useState(false);
  const deciding = useSubmit((decision: 'handled' | 'dismissed') => decideReport(report.id, decision), { onSuccess: onDecided });
  const decide = (decision: 'handled' | 'dismissed') => void deciding.submit(decision);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="report" data-report-id={report.id}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`moderation.kind.${report.kind}`)} />
        <Typography sx={{ fontWeight: 600 }}>{report.targetUsername}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('moderation.reportedBy', { reporter: report.reporter, reason: t(`moderation.reason.${report.reason}`) })} ·{' '}
          {format.dateTime(report.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1, borderRadius: 1 }} data-testid="report-subject">
        {report.subject}
      </Typography>
      {report.status === 'open' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" onClick={() => decide('handled')} disabled={deciding.busy}>
            {t('moderation.handled')}
          </Button>
          <Button size="small" onClick={() => decide('dismissed')} disabled={deciding.busy}>
            {t('moderation.dismiss')}
          </Button>
          <Button size="small" color="warning" onClick={() => setSanctioning((value) => !value)}>
            {t('moderation.sanctionUser')}
          </Button>
        </Box>
      )}
      {sanctioning && <SanctionForm userId={report.targetUserId} username={report.targetUsername} onDone={() => setSanctioning(false)} />}
      {deciding.error && <Alert severity="error">{deciding.error}</Alert>}
    </Paper>
  );
}

export function ReportsQueue() {
  const { t } = useTranslation('channel');
  const [status, setStatus] = useState<Report['status']>('open');
  const list = usePagedList(status, (cursor) => reports(status, cursor), { identify: (report) => report.id });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={t('review.filter')}>
        {STATUSES.map((value) => (
          <Chip key={value} label={t(`moderation.status.${value}`)} color={status === value ? 'primary' : 'default'} aria-pressed={status === value} onClick={() => setStatus(value)} />
        ))}
      </Box>
      {/* A decision changes the queue: it is read again from its first page. */}
      <PagedList list={list} emptyTitle={t('moderation.noReports')} renderItem={(report) => <ReportCard key={report.id} report={report} onDecided={list.reload} />} />
    </Box>
  );
}
