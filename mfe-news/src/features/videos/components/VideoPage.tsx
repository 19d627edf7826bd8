// One video: the site's player (video on demand), its title, the streamer's room, the match,
// the rest of its live (the replay and its highlights) and the comment thread.
import { videoRead, VOD_PLAYER_HLS_CONFIG } from '@matchday/contracts/videos/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { CommentThread } from '@matchday/ui/CommentThread';
import { ItemReadFailedState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import { VideoPlayer } from '@matchday/ui/VideoPlayer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getVideo } from '../api/videosApi';
import { MatchCard } from '../../../components/MatchCard';
import { VideoGrid } from '@matchday/ui/VideoCard';
import { useVideoTexts } from '@matchday/ui/videoTexts';
import { formatDuration, videoTitle } from '@matchday/ui/videoTitle';

export function VideoPage({ videoId }: { videoId: string }) {
  useVideoTexts();
  const { t } = useTranslation('news');
  const format = useFormat();
  const { t: tCommon } = useTranslation();
  usePageMeta('video');
  const read = useApiRead(videoId, () => getVideo(videoId), videoRead(videoId));
  useFirstScreenDrawn('news', read.status === 'ready' || read.status === 'error');
  if (read.status === 'error') return <ItemReadFailedState error={read.error} notFoundTitle={t('videos.notFound')} onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={6} />;
  const { video, related } = read.data;
  const title = videoTitle(video, tCommon);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <VideoPlayer src={video.playlistUrl} title={title} hlsConfig={VOD_PLAYER_HLS_CONFIG} endedText={t('videos.ended')} poster={video.thumbnailUrl} />
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', md: '1.7rem' } }} data-testid="video-title">
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {tCommon(`videos.kind.${video.kind}`)} · {formatDuration(video.durationSeconds)} ·{' '}
            {format.dateTime(video.recordedAt)}
          </Typography>
          <Box>
            <Button component={Link} to={`/pc/live?id=${video.roomId}`} size="small" sx={{ px: 0 }}>
              {tCommon('videos.by', { name: video.streamerName })}
            </Button>
          </Box>
        </Box>
        <CommentThread target="video" targetId={video.id} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <MatchCard match={video.match} />
        {related.length > 0 && (
          <Box component="section" data-testid="related-videos">
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {t('videos.sameLive')}
            </Typography>
            <VideoGrid videos={related} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
