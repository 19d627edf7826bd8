// `/video`: replays of finished lives and highlights cut around their goals and key events,
// newest first, by sport (`?tab=`) and kind (`?kind=`); `?id=` plays one.
import { ITEM_ID } from '@matchday/contracts/http/ids';
import type { Sport } from '@matchday/contracts/sports/contract';
import { VIDEO_KINDS, type VideoKind, videoListRead } from '@matchday/contracts/videos/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useSearchParams } from '@matchday/shared/routing/router';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { PageFrame } from '@matchday/ui/PageFrame';
import { PagedList } from '@matchday/ui/PagedList';
import { LoadingState } from '@matchday/ui/StatusViews';
import { usePagedList } from '@matchday/ui/usePagedList';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense } from 'react';
import { listVideos } from '../api/videosApi';
import { VideoCard, VideoGridLayout } from '@matchday/ui/VideoCard';

// The player page (hls.js is loaded by the player itself, only when a video plays).
const VideoPage = lazy(() => import('./VideoPage').then((module) => ({ default: module.VideoPage })));

const TABS = ['latest', ...SPORTS] as const;

function VideoList({ sport, kind }: { sport?: Sport; kind?: VideoKind }) {
  const { t } = useTranslation('news');
  const list = usePagedList(`${sport ?? ''}:${kind ?? ''}`, (cursor) => listVideos(videoListRead({ sport, kind }, cursor).params), {
    identify: (video) => video.id,
    first: videoListRead({ sport, kind }, null),
  });
  useFirstScreenDrawn('news', list.status !== 'loading' && list.status !== 'idle');
  return (
    <Box sx={{ mt: 1.5 }}>
      <PagedList
        list={list}
        loadingRows={4}
        emptyTitle={t('empty.videos')}
        emptyHint={t('empty.videosHint')}
        container={(cards) => <VideoGridLayout>{cards}</VideoGridLayout>}
        renderItem={(video) => <VideoCard key={video.id} video={video} />}
      />
    </Box>
  );
}

function KindFilter({ kind }: { kind?: VideoKind }) {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const choose = (value?: VideoKind) => {
    const next = new URLSearchParams(params);
    if (value) next.set('kind', value);
    else next.delete('kind');
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} role="group" aria-label={t('videos.kindFilter')} data-kind={params.get('kind') ?? 'all'}>
      <Chip label={t('videos.kinds.all')} color={kind ? 'default' : 'primary'} onClick={() => choose()} aria-pressed={!kind} />
      {VIDEO_KINDS.map((value) => (
        <Chip key={value} label={t(`videos.kinds.${value}`)} color={kind === value ? 'primary' : 'default'} onClick={() => choose(value)} aria-pressed={kind === value} />
      ))}
    </Box>
  );
}

function VideoIndex({ kind }: { kind?: VideoKind }) {
  const { t } = useTranslation('news');
  usePageMeta('video');
  return (
    <PageFrame title={t('videos.title')} tabs={TABS.map((value) => ({ value, label: t(`news.tabs.${value}`) }))}>
      {(tab) => (
        <>
          <KindFilter kind={kind} />
          <VideoList key={`${tab}:${kind ?? ''}`} sport={tab === 'latest' ? undefined : (tab as Sport)} kind={kind} />
        </>
      )}
    </PageFrame>
  );
}

export function VideosPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const videoId = params.get('id');
  const kindParam = params.get('kind');
  const kind = VIDEO_KINDS.find((value) => value === kindParam);
  if (videoId && ITEM_ID.test(videoId))
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
        <Button component={Link} to="/video" size="small" sx={{ mb: 1 }}>
          {t('videos.back')}
        </Button>
        <Suspense fallback={<LoadingState rows={6} />}>
          <VideoPage key={videoId} videoId={videoId} />
        </Suspense>
      </Box>
    );
  return <VideoIndex kind={kind} />;
}
