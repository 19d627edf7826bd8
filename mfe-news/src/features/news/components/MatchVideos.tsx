// A match's replays and highlights, beside its report (nothing when it has none).
import { useTranslation } from '@matchday/shared/i18n/react';
import { useApiRead } from '@matchday/ui/useApiRead';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listMatchVideos } from '../api/newsApi';
import { VideoGrid } from '@matchday/ui/VideoCard';

export function MatchVideos({ matchId }: { matchId: string }) {
  const { t } = useTranslation('news');
  const read = useApiRead(`match-videos:${matchId}`, () => listMatchVideos(matchId));
  if (!read.data || read.data.items.length === 0) return null;
  return (
    <Box component="section" data-testid="match-videos">
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('videos.ofMatch')}
      </Typography>
      <VideoGrid videos={read.data.items} />
    </Box>
  );
}
