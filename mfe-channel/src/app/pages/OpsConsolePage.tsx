// The console: for customer service, expert and streamer applications, plans (voids, price
// settings), reports, sanctions, the audit log, staff roles, the coin packages, the accounts
// owing coins, the providers' held notices, refunds and reconciliation; for editors (and customer service), the news articles; for operators (and
// customer service), the releases and their field data. Each sees only their sections; the api
// enforces the roles on every request.
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { SectionedPage, type Section } from '@matchday/ui/SectionedPage';
import { LoadingState } from '@matchday/ui/StatusViews';
import { lazy, Suspense, use, type ReactNode } from 'react';
import { consoleTexts } from '../consoleTexts';

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
const StaffRoles = lazy(() => import('../../features/staff/components/StaffRoles').then((module) => ({ default: module.StaffRoles })));
const SmsDeliveriesLookup = lazy(() => import('../../features/sms/components/SmsDeliveriesLookup').then((module) => ({ default: module.SmsDeliveriesLookup })));
const CoinPackages = lazy(() => import('../../features/coins/components/CoinPackages').then((module) => ({ default: module.CoinPackages })));
const PaymentNotices = lazy(() => import('../../features/coins/components/PaymentNotices').then((module) => ({ default: module.PaymentNotices })));
const TopUpRefund = lazy(() => import('../../features/coins/components/TopUpRefund').then((module) => ({ default: module.TopUpRefund })));
const Reconciliation = lazy(() => import('../../features/coins/components/Reconciliation').then((module) => ({ default: module.Reconciliation })));
const CoinDebts = lazy(() => import('../../features/coins/components/CoinDebts').then((module) => ({ default: module.CoinDebts })));
const ArticlesConsole = lazy(() => import('../../features/articles/components/ArticlesConsole').then((module) => ({ default: module.ArticlesConsole })));
const ReleasesConsole = lazy(() => import('../../features/releases/components/ReleasesConsole').then((module) => ({ default: module.ReleasesConsole })));

const later = (content: ReactNode) => <Suspense fallback={<LoadingState rows={3} />}>{content}</Suspense>;

export function OpsConsolePage() {
  const { t } = useTranslation('channel');
  // Some sections' labels are among the console's own texts.
  use(consoleTexts());
  const roles = useSession((state) => state.user?.roles);
  const customerService = roles?.includes('customer_service') ?? false;
  const editor = customerService || (roles?.includes('editor') ?? false);
  const operator = customerService || (roles?.includes('operator') ?? false);
  const sections: Section[] = [
    ...(customerService
      ? [
          { value: 'experts', label: t('review.sections.experts'), empty: t('empty.applications'), content: later(<ExpertApplicationsQueue />) },
          { value: 'plans', label: t('review.sections.plans'), empty: t('review.noPlans'), content: later(<PlanOps />) },
          { value: 'streamers', label: t('review.sections.streamers'), empty: t('empty.applications'), content: later(<StreamerApplicationsQueue />) },
          { value: 'reports', label: t('review.sections.reports'), empty: t('moderation.noReports'), content: later(<ReportsQueue />) },
          { value: 'sanctions', label: t('review.sections.sanctions'), empty: '', content: later(<SanctionForm />) },
          { value: 'audit', label: t('review.sections.audit'), empty: t('moderation.noAudit'), content: later(<AuditLog />) },
          { value: 'staff', label: t('staff.section'), empty: '', content: later(<StaffRoles />) },
          { value: 'sms', label: t('sms.section'), empty: '', content: later(<SmsDeliveriesLookup />) },
          { value: 'coinPackages', label: t('coins.packages.section'), empty: t('coins.packages.empty'), content: later(<CoinPackages />) },
          { value: 'coinDebts', label: t('coins.debts.section'), empty: t('coins.debts.empty'), content: later(<CoinDebts />) },
          { value: 'paymentNotices', label: t('coins.notices.section'), empty: t('coins.notices.noneHeld'), content: later(<PaymentNotices />) },
          { value: 'refunds', label: t('coins.refunds.section'), empty: '', content: later(<TopUpRefund />) },
          { value: 'reconciliation', label: t('coins.reconciliation.section'), empty: '', content: later(<Reconciliation />) },
        ]
      : []),
    ...(editor ? [{ value: 'articles', label: t('articles.section'), empty: t('articles.empty'), content: later(<ArticlesConsole />) }] : []),
    ...(operator ? [{ value: 'releases', label: t('releases.section'), empty: t('releases.fieldData.empty'), content: later(<ReleasesConsole />) }] : []),
  ];
  // The user's roles arrive with their profile; until then there is nothing to choose from.
  return (
    <SectionedPage
      routeId="ops"
      // An editor's console is the newsroom; an operator's, the release console.
      title={operator && !editor ? t('releases.console') : editor && !customerService ? t('articles.console') : t('review.title')}
      sections={sections}
      lead={roles ? undefined : <LoadingState rows={3} />}
    />
  );
}
