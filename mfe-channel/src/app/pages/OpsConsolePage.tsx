// The customer-service console: expert applications and plans (voids, price settings); streamer
// applications come with live streaming. The api enforces the role on every request.
import { useTranslation } from '@matchday/shared/i18n/react';
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { ExpertApplicationsQueue } from '../../features/review/components/ExpertApplicationsQueue';
import { PlanOps } from '../../features/review/components/PlanOps';

export function OpsConsolePage() {
  const { t } = useTranslation('channel');
  return (
    <SectionedPage
      routeId="ops"
      title={t('review.title')}
      sections={[
        { value: 'experts', label: t('review.sections.experts'), empty: t('empty.applications'), content: <ExpertApplicationsQueue /> },
        { value: 'plans', label: t('review.sections.plans'), empty: t('review.noPlans'), content: <PlanOps /> },
        { value: 'streamers', label: t('review.sections.streamers'), empty: t('empty.applications') },
      ]}
    />
  );
}
