// Customer service's queue of expert applications: the intro, sports and specialities.
import type { ExpertApplication } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Typography from '@mui/material/Typography';
import { applications, reviewApplication } from '../api/reviewApi';
import { ApplicationsQueue } from './ApplicationsQueue';

function ExpertDetails({ application }: { application: ExpertApplication }) {
  const { t } = useTranslation('channel');
  return (
    <>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{application.intro}</Typography>
      <Typography variant="body2" color="text.secondary">
        {application.sports.map((sport) => t(`experts.sports.${sport}`)).join(' · ')} — {application.specialities}
      </Typography>
    </>
  );
}

export function ExpertApplicationsQueue() {
  return <ApplicationsQueue load={applications} review={reviewApplication} details={(application) => <ExpertDetails application={application} />} testId="expert-application" />;
}
