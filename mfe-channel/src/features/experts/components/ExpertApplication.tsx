// Becoming an expert: the state of the user's application — none yet (the form, on demand),
// under review ("application submitted, wait for customer service"), failed with the reason
// (apply again), or approved, with the way to publish.
import type { ExpertStatus } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { expertStatus } from '../api/expertsApi';

const ExpertApplicationForm = lazy(() => import('./ExpertApplicationForm').then((module) => ({ default: module.ExpertApplicationForm })));

export function ExpertApplication() {
  const { t } = useTranslation('channel');
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<ExpertStatus | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const read = useApiRead(`status:${version}`, expertStatus);
  const status = latest ?? read.data;
  if (read.status === 'error' && !status) return <ErrorState onRetry={read.retry} />;
  if (!status) return <LoadingState rows={3} />;
  const reapply = () => {
    setLatest({ status: 'not_applied', application: null });
    setFormOpen(true);
  };
  switch (status.status) {
    case 'approved':
      return (
        <Alert severity="success" data-testid="expert-status" data-status="approved" action={<Button component={Link} to="/channel?tab=planPublishing" color="inherit">{t('experts.apply.publish')}</Button>}>
          {t('experts.apply.approved')}
        </Alert>
      );
    case 'pending':
      return (
        <Alert severity="info" data-testid="expert-status" data-status="pending">
          {t('experts.apply.submitted')}
        </Alert>
      );
    case 'failed':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="warning" data-testid="expert-status" data-status="failed">
            {t('experts.apply.failed', { reason: status.application?.reason ?? '' })}
          </Alert>
          <Button variant="outlined" onClick={reapply} sx={{ alignSelf: 'flex-start' }} data-testid="expert-reapply">
            {t('experts.apply.again')}
          </Button>
        </Box>
      );
    default:
      return formOpen ? (
        <Suspense fallback={<LoadingState rows={3} />}>
          <ExpertApplicationForm
            onApplied={(next) => {
              setLatest(next);
              setVersion((value) => value + 1);
            }}
          />
        </Suspense>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Typography>{t('experts.apply.lead')}</Typography>
          <Button variant="contained" onClick={() => setFormOpen(true)} data-testid="expert-apply-open">
            {t('experts.apply.start')}
          </Button>
        </Box>
      );
  }
}
