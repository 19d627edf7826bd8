// The customer-service console: expert and streamer applications, plans (voids, price
// settings), reports, sanctions and the audit log. The api enforces the role on every request.
import { useTranslation } from '@matchday/shared/i18n/react';
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { LoadingState } from '@matchday/shared/ui/StatusViews';
import { lazy, Suspense, type ReactNode } from 'react';

const ExpertApplicationsQueue = lazy(() =>
  import('../../features/review/components/ExpertApplicationsQueue').then((module) => ({ default: module.ExpertApplicationsQueue })),
);
const StreamerApplicationsQueue = lazy(() =>
  import('../../features/review/components/StreamerApplicationsQueue').then((module) => ({ default: module.StreamerApplicationsQueue })),
);
const ReportsQueue = lazy(() => import('../../features/moderation/components/ReportsQueue').then((module) => ({ default: module.ReportsQueue })));
const SanctionForm = lazy(() => import('../../features/moderation/components/SanctionForm').then((module) => ({ default: module.SanctionForm })));
const AuditLog = lazy(() => import('../../features/moderation/components/AuditLog').then((module) => ({ default: module.AuditLog })));
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
        { value: 'streamers', label: t('review.sections.streamers'), empty: t('empty.applications'), content: later(<StreamerApplicationsQueue />) },
        { value: 'reports', label: t('review.sections.reports'), empty: t('moderation.noReports'), content: later(<ReportsQueue />) },
        { value: 'sanctions', label: t('review.sections.sanctions'), empty: '', content: later(<SanctionForm />) },
        { value: 'audit', label: t('review.sections.audit'), empty: t('moderation.noAudit'), content: later(<AuditLog />) },
      ]}
    />
  );
}
