// The streamer and expert channel: the expert's application, publishing and "My plans"; the
// streamer's sections come with live streaming.
import { useTranslation } from '@matchday/shared/i18n/react';
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExpertApplication } from '../../features/experts/components/ExpertApplication';
import { MyPlans } from '../../features/experts/components/MyPlans';
import { PlanPublisher } from '../../features/experts/components/PlanPublisher';

export function ChannelPage() {
  const { t } = useTranslation('channel');
  const empty = t('empty.section');
  return (
    <SectionedPage
      routeId="channel"
      title={t('channel.title')}
      sections={[
        { value: 'expertApplication', label: t('channel.sections.expertApplication'), empty, content: <ExpertApplication /> },
        {
          value: 'planPublishing',
          label: t('channel.sections.planPublishing'),
          empty,
          content: (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              <PlanPublisher />
              <Typography variant="h2">{t('experts.mine.title')}</Typography>
              <MyPlans />
            </Box>
          ),
        },
        { value: 'dataBoard', label: t('channel.sections.dataBoard'), empty },
        { value: 'programmes', label: t('channel.sections.programmes'), empty },
        { value: 'liveSettings', label: t('channel.sections.liveSettings'), empty },
        { value: 'streamerApplication', label: t('channel.sections.streamerApplication'), empty },
      ]}
    />
  );
}
