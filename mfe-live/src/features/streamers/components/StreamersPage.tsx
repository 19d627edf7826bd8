// `/streamer`: who is live now, by sport, with viewers and the match's live score (lives whose
// push is on first; read again every 15 s), and the lives streamers scheduled on coming matches.
import type { Sport } from '@matchday/contracts/sports/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useTranslation } from '@matchday/shared/i18n/react';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import { useLives } from '../hooks/useLives';
import { ComingUp } from './ComingUp';
import { LiveCard } from './LiveCard';

const TABS = ['all', ...SPORTS] as const;

function LiveGrid({ sport }: { sport: Sport | undefined }) {
  const { t } = useTranslation('live');
  const lives = useLives(sport);
  useFirstScreenDrawn('live', lives.status === 'ready' || lives.status === 'error');
  if (lives.status === 'error' && !lives.data) return <ErrorState onRetry={lives.retry} />;
  if (!lives.data) return <LoadingState label={t('streamers.loading')} />;
  if (lives.data.length === 0) return <EmptyState title={t('empty.streamers')} hint={t('empty.streamersHint')} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {lives.data.map((live) => (
        <li key={live.id}>
          <LiveCard live={live} roomPath="/pc/live" />
        </li>
      ))}
    </Box>
  );
}

export function StreamersPage() {
  const { t } = useTranslation('live');
  usePageMeta('streamer');
  return (
    <PageFrame title={t('streamers.title')} tabs={TABS.map((value) => ({ value, label: t(`streamers.tabs.${value}`) }))}>
      {(tab) => (
        <>
          <LiveGrid key={tab} sport={tab === 'all' ? undefined : (tab as Sport)} />
          <ComingUp key={`coming:${tab}`} sport={tab === 'all' ? undefined : (tab as Sport)} />
        </>
      )}
    </PageFrame>
  );
}
