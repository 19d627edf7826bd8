// The streamer's data board: overall figures for the last lives, and per live the peak and
// average viewers, watch time, chat messages and new followers, with the viewers over time.
import type { ChannelStats, LiveStats } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { channelStats } from '../api/streamersApi';

// The chart library loads only with the board.
const ViewersChart = lazy(() => import('./ViewersChart').then((module) => ({ default: module.ViewersChart })));
const ChatChart = lazy(() => import('./ViewersChart').then((module) => ({ default: module.ChatChart })));

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}

function LiveFigures({ live }: { live: LiveStats }) {
  const { t } = useTranslation('channel');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <Figure label={t('board.peak')} value={live.peakViewers} testId="board-live-peak" />
        <Figure label={t('board.average')} value={live.averageViewers} testId="board-live-average" />
        <Figure label={t('board.watch')} value={t('board.minutes', { minutes: live.watchMinutes })} testId="board-live-watch" />
        <Figure label={t('board.chat')} value={live.chatMessages} testId="board-live-chat" />
        <Figure label={t('board.newFollowers')} value={live.newFollowers} testId="board-live-follows" />
      </Box>
      <Suspense fallback={<LoadingState rows={4} />}>
        {live.samples.length > 1 ? <ViewersChart samples={live.samples} label={t('board.viewersOverTime')} /> : <Typography color="text.secondary">{t('board.fewSamples')}</Typography>}
      </Suspense>
    </Box>
  );
}

export function DataBoard() {
  const { t } = useTranslation('channel');
  const read = useApiRead<ChannelStats>('board', channelStats);
  const [selected, setSelected] = useState<string | null>(null);
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={5} />;
  const { overall, lives } = read.data;
  if (lives.length === 0) return <EmptyState title={t('board.none')} />;
  const live = lives.find((one) => one.id === selected) ?? lives[0]!;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
        {t('board.overall', { count: overall.lives })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <Figure label={t('board.peak')} value={overall.peakViewers} testId="board-peak" />
        <Figure label={t('board.watch')} value={t('board.minutes', { minutes: overall.watchMinutes })} testId="board-watch" />
        <Figure label={t('board.chat')} value={overall.chatMessages} testId="board-chat" />
        <Figure label={t('board.followers')} value={overall.followers} testId="board-followers" />
        <Figure label={t('board.newFollowers')} value={overall.newFollowers} testId="board-new-followers" />
      </Box>
      <Suspense fallback={<LoadingState rows={3} />}>
        <ChatChart lives={lives} label={t('board.chatPerLive')} />
      </Suspense>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('board.choose')}>
        {lives.map((one) => (
          <Chip key={one.id} label={one.title} color={one.id === live.id ? 'primary' : 'default'} aria-pressed={one.id === live.id} onClick={() => setSelected(one.id)} />
        ))}
      </Box>
      <LiveFigures live={live} />
    </Box>
  );
}
