// Customer service's queue of applications (experts, streamers): the ones under review first;
// approve, or fail with a reason the applicant will read. What an application says is the
// caller's to show.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { PagedList } from '@matchday/ui/PagedList';
import { TextInput } from '@matchday/ui/TextInput';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

const STATUSES = ['pending', 'approved', 'failed'] as const;
type Status = (typeof STATUSES)[number];

export interface QueuedApplication {
  id: string;
  userId: string;
  username: string;
  status: Status;
  reason: string | null;
  createdAt: string;
}

export interface ApplicationsQueueProps<A extends QueuedApplication> {
  load: (status: Status, cursor: string | null) => Promise<CursorPage<A>>;
  review: (applicationId: string, review: { decision: 'approve' | 'fail'; reason: string }) => Promise<unknown>;
  details: (application: A) => ReactNode;
  /** The cards' test id (`expert-application`, `streamer-application`). */
  testId: string;
}

function ApplicationCard<A extends QueuedApplication>({ application, onReviewed, review, details, testId }: { application: A; onReviewed: () => void } & Omit<ApplicationsQueueProps<A>, 'load'>) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [reason, setReason] = useState('');
  const reviewing = useSubmit((decision: 'approve' | 'fail') => review(application.id, { decision, reason: reason.trim() }), { onSuccess: onReviewed });
  const { busy, error } = reviewing;
  const decide = (decision: 'approve' | 'fail') => {
    if (decision === 'fail' && !reason.trim()) return reviewing.setError(t('review.reasonRequired'));
    void reviewing.submit(decision);
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={testId} data-user-id={application.userId}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{application.username}</Typography>
        <Chip size="small" label={t(`review.status.${application.status}`)} />
        <Typography variant="caption" color="text.secondary">
          {format.dateTime(application.createdAt)}
        </Typography>
      </Box>
      {details(application)}
      {application.reason && <Typography variant="body2">{t('review.reason', { reason: application.reason })}</Typography>}
      {application.status === 'pending' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => decide('approve')} data-testid="approve-application">
            {t('review.approve')}
          </Button>
          <TextInput size="small" label={t('review.failReason')} value={reason} onChange={(event) => setReason(event.target.value)} inputProps={{ maxLength: 200, 'data-testid': 'fail-reason' }} />
          <Button variant="outlined" color="error" disabled={busy} onClick={() => decide('fail')} data-testid="fail-application">
            {t('review.fail')}
          </Button>
        </Box>
      )}
      {error && (
        <Alert severity="error" data-testid="review-error">
          {error}
        </Alert>
      )}
    </Paper>
  );
}

export function ApplicationsQueue<A extends QueuedApplication>({ load, ...card }: ApplicationsQueueProps<A>) {
  const { t } = useTranslation('channel');
  const [status, setStatus] = useState<Status>('pending');
  const list = usePagedList(status, (cursor) => load(status, cursor), { identify: (application) => application.id });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={t('review.filter')}>
        {STATUSES.map((value) => (
          <Chip key={value} label={t(`review.status.${value}`)} color={status === value ? 'primary' : 'default'} aria-pressed={status === value} onClick={() => setStatus(value)} />
        ))}
      </Box>
      {/* A decision changes the queue: it is read again from its first page. */}
      <PagedList
        list={list}
        emptyTitle={t('empty.applications')}
        renderItem={(application) => <ApplicationCard key={application.id} application={application} onReviewed={list.reload} {...card} />}
      />
    </Box>
  );
}
