// The streamer and expert channel: the expert's application, publishing and "My plans"; the
// streamer's application and live settings. Each section's code loads when it is shown.
import { useTranslation } from '@matchday/shared/i18n/react';
import { SectionedPage } from '@matchday/ui/SectionedPage';
import { LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const ExpertApplication = lazy(() => import('../../features/experts/components/ExpertApplication').then((module) => ({ default: module.ExpertApplication })));
const PlanPublisher = lazy(() => import('../../features/experts/components/PlanPublisher').then((module) => ({ default: module.PlanPublisher })));
const StreamerApplication = lazy(() => import('../../features/streamers/components/StreamerApplication').then((module) => ({ default: module.StreamerApplication })));
const LiveSettings = lazy(() => import('../../features/streamers/components/LiveSettings').then((module) => ({ default: module.LiveSettings })));
const Programmes = lazy(() => import('../../features/streamers/components/Programmes').then((module) => ({ default: module.Programmes })));
const DataBoard = lazy(() => import('../../features/streamers/components/DataBoard').then((module) => ({ default: module.DataBoard })));
const MyPlans = lazy(() => import('../../features/experts/components/MyPlans').then((module) => ({ default: module.MyPlans })));

const later = (content: ReactNode) => <Suspense fallback={<LoadingState rows={3} />}>{content}</Suspense>;

export function ChannelPage() {
  const { t } = useTranslation('channel');
  const empty = t('empty.section');
  // Each publication reads "My plans" again.
  const [published, setPublished] = useState(0);
  return (
    <SectionedPage
      routeId="channel"
      title={t('channel.title')}
      sections={[
        { value: 'expertApplication', label: t('channel.sections.expertApplication'), empty, content: later(<ExpertApplication />) },
        {
          value: 'planPublishing',
          label: t('channel.sections.planPublishing'),
          empty,
          content: later(
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <PlanPublisher onPublished={() => setPublished((count) => count + 1)} />
              <Typography variant="h2">{t('experts.mine.title')}</Typography>
              <MyPlans key={published} />
            </Box>,
          ),
        },
        { value: 'dataBoard', label: t('channel.sections.dataBoard'), empty, content: later(<DataBoard />) },
        { value: 'programmes', label: t('channel.sections.programmes'), empty, content: later(<Programmes />) },
        { value: 'liveSettings', label: t('channel.sections.liveSettings'), empty, content: later(<LiveSettings />) },
        { value: 'streamerApplication', label: t('channel.sections.streamerApplication'), empty, content: later(<StreamerApplication />) },
      ]}
    />
  );
}
