// The room's heading: the streamer's picture, the live's title, the streamer, viewers, follow and report.
import type { LiveRoom } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useAskToLogIn } from '@matchday/ui/useAskToLogIn';
import { useSubmit } from '@matchday/ui/useSubmit';
import { useSession } from '@matchday/shared/stores/sessionStore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportStreamer, setFollowing } from '../api/roomApi';
import { ReportDialog } from '../../../components/ReportDialog';
import { StreamerAvatar } from '../../../components/StreamerAvatar';
import { toast } from '../../../lib/notify';

export function RoomHeader({ room, onChange }: { room: LiveRoom; onChange: (room: LiveRoom) => void }) {
  const { t } = useTranslation('live');
  const signedIn = useSession((state) => state.token !== null);
  const own = useSession((state) => state.user?.id === room.roomId);
  const askToLogIn = useAskToLogIn();
  const [reporting, setReporting] = useState(false);
  const following = useSubmit(() => setFollowing(room.roomId, !room.following), { onSuccess: (next) => onChange(next), onFailure: (_, text) => toast(text, 'error') });
  const follow = () => (signedIn ? void following.submit() : askToLogIn());

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
      <StreamerAvatar roomId={room.roomId} size={40} />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' } }} data-testid="room-title">
          {room.live?.title ?? room.streamerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {room.streamerName} · {t('room.followers', { count: room.followers })}
          {room.live && ` · ${t('card.viewers', { count: room.live.viewers })}`}
        </Typography>
      </Box>
      {room.live?.pushing && <Chip label={t('card.live')} sx={{ bgcolor: 'live.main', color: '#fff', fontWeight: 700 }} />}
      {!own && (
        <Button variant={room.following ? 'outlined' : 'contained'} onClick={follow} disabled={following.busy} aria-pressed={room.following}>
          {room.following ? t('room.following') : t('room.follow')}
        </Button>
      )}
      {!own && (
        <Button color="inherit" onClick={() => (signedIn ? setReporting(true) : askToLogIn())}>
          {t('room.report')}
        </Button>
      )}
      <ReportDialog
        open={reporting}
        subject={room.streamerName}
        onClose={() => setReporting(false)}
        onReport={(reason) => reportStreamer(room.roomId, reason)}
      />
    </Box>
  );
}
