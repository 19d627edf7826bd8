// Customer service's queue of streamer applications: the date of birth (the api checked 18 or
// over) and when every conduct rule was accepted.
import type { StreamerApplication } from '@matchday/contracts/streamers/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Typography from '@mui/material/Typography';
import { reviewStreamerApplication, streamerApplications } from '../api/reviewApi';
import { ApplicationsQueue } from './ApplicationsQueue';

function StreamerDetails({ application }: { application: StreamerApplication }) {
  const { t } = useTranslation('channel');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('review.streamer.details', { birthDate: application.birthDate })}
    </Typography>
  );
}

export function StreamerApplicationsQueue() {
  return (
    <ApplicationsQueue
      load={streamerApplications}
      review={reviewStreamerApplication}
      details={(application) => <StreamerDetails application={application} />}
      testId="streamer-application"
    />
  );
}
