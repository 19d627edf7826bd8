// The customer-service console: expert applications and plans (voids, price settings); streamer
// applications come with live streaming. The api enforces the role on every request.
import { useTranslation } from '@matchday/shared/i18n/react';
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { LoadingState } from '@matchday/shared/ui/StatusViews';
import { lazy, Suspense, type ReactNode } from 'react';

const ExpertApplicationsQueue = lazy(() =>
  import('../../features/review/components/ExpertApplicationsQueue').then((module) => ({ default: module.ExpertApplicationsQueue })),
);
const PlanOps = lazy(() => import('../../features/review/components/PlanOps').then((module) => ({ default: module.PlanOps })));

const later = (content: ReactNode) => <Suspense fallback={<LoadingState rows={3} />}>{content}</Suspense>;

export function OpsConsolePage() {
  const { t } = useTranslation('channel');
  return (
    <SectionedPage
      routeId="ops"
      title={t('review.title')}
      sections={[
        { value: 'experts', label: t('review.sections.experts'), empty: t('empty.applications'), content: later(<ExpertApplicationsQueue />) },
        { value: 'plans', label: t('review.sections.plans'), empty: t('review.noPlans'), content: later(<PlanOps />) },
        { value: 'streamers', label: t('review.sections.streamers'), empty: t('empty.applications') },
      ]}
    />
  );
}
