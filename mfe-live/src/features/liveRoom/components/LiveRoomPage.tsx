// A live room: the streamer's video next to the chat room (below it on a phone).
import { usePageMeta } from '@matchday/shared/ui/usePageMeta';
import { PageFrame } from '@matchday/shared/ui/PageFrame';
import { EmptyState } from '@matchday/shared/ui/StatusViews';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation, useSearchParams } from '@matchday/shared/routing/router';

export function LiveRoomPage() {
  const { t } = useTranslation('live');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const roomId = params.get('id');
  usePageMeta(pathname.startsWith('/m/') ? 'mLive' : 'live');
  return (
    <PageFrame title={t('room.title')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" aria-label={t('room.player')} sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center' }}>
          <EmptyState title={roomId ? tCommon('errors.noLiveForGame') : t('room.chooseRoom')} />
        </Paper>
        <Paper variant="outlined" aria-label={t('room.chat')} sx={{ minHeight: 320, p: 2 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {t('room.chat')}
          </Typography>
          <EmptyState title={tCommon('errors.chatRoomNotOpen')} />
        </Paper>
      </Box>
    </PageFrame>
  );
}
