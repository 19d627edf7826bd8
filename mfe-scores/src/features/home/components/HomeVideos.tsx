// The home page's video tab: the latest replays and highlights (all of them under /video).
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { VideoGrid } from '@matchday/ui/VideoCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { loadLatestVideos } from '../api/homeApi';

export function HomeVideos({ emptyText }: { emptyText: string }) {
  const { t } = useTranslation('scores');
  const read = useApiRead('home-videos', loadLatestVideos);
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={3} />;
  if (read.data.items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      <VideoGrid videos={read.data.items} />
      <Button component={Link} to="/video" sx={{ justifySelf: 'center' }}>
        {t('home.allVideos')}
      </Button>
    </Box>
  );
}
