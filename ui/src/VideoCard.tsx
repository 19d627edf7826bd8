// A video in a list (the video pages, a match report, the home page's video tab): its still
// (loaded lazily, its box reserved so nothing shifts), length, kind, title, match and streamer.
import type { Video } from '@matchday/contracts/videos/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useVideoTexts } from './videoTexts';
import { formatDuration, videoTitle } from './videoTitle';

export function VideoCard({ video, current = false }: { video: Video; current?: boolean }) {
  useVideoTexts();
  const { t } = useTranslation();
  const { match } = video;
  const title = videoTitle(video, t);
  return (
    <Paper
      variant="outlined"
      component={Link}
      to={`/video?id=${video.id}`}
      aria-current={current ? 'true' : undefined}
      data-testid="video-card"
      sx={{ overflow: 'hidden', textDecoration: 'none', color: 'inherit', display: 'grid', borderColor: current ? 'primary.main' : undefined, '&:hover': { borderColor: 'primary.main' } }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
        <Box component="img" src={video.thumbnailUrl} alt="" loading="lazy" width={320} height={180} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Typography variant="caption" sx={{ position: 'absolute', insetInlineStart: 6, top: 6, px: 0.75, borderRadius: 0.5, bgcolor: video.kind === 'highlight' ? 'secondary.main' : 'primary.main', color: '#fff', fontWeight: 600 }}>
          {t(`videos.kind.${video.kind}`)}
        </Typography>
        <Typography variant="caption" sx={{ position: 'absolute', insetInlineEnd: 6, bottom: 6, px: 0.75, borderRadius: 0.5, bgcolor: 'rgba(0,0,0,0.75)', color: '#fff' }}>
          {formatDuration(video.durationSeconds)}
        </Typography>
      </Box>
      <Box sx={{ p: 1, display: 'grid', gap: 0.25 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={title}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {match.home.name} {match.homeScore} - {match.awayScore} {match.away.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('videos.by', { name: video.streamerName })}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Cards in a grid that fits the screen: one column on a phone, up to four on a desktop. */
/** The grid video cards are laid out in (a paged list of videos renders its cards into it). */
export function VideoGridLayout({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(160px, 1fr))', md: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>{children}</Box>;
}

export function VideoGrid({ videos, currentId }: { videos: Video[]; currentId?: string }) {
  return (
    <VideoGridLayout>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} current={video.id === currentId} />
      ))}
    </VideoGridLayout>
  );
}
