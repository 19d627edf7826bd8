// A live room (`/pc/live?id=<room>`, `/m/live?id=<room>`; `?match=<id>` finds a live on a
// match): the video and the match's live score, next to the chat room (below it on a phone).
import { ITEM_ID } from '@matchday/contracts/http/ids';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useLocation, useSearchParams } from '@matchday/shared/routing/router';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { ScoreLine } from '../../components/ScoreLine';
import { ChatRoom } from '../../features/chat/components/ChatRoom';
import { LivePlayer } from '../../features/liveRoom/components/LivePlayer';
import { MatchLookup } from '../../features/liveRoom/components/MatchLookup';
import { RoomHeader } from '../../features/liveRoom/components/RoomHeader';
import { useLiveMatchScore } from '../../features/liveRoom/hooks/useLiveMatchScore';
import { useRoom } from '../../features/liveRoom/hooks/useRoom';


function Room({ roomId, phone }: { roomId: string; phone: boolean }) {
  const { t } = useTranslation('live');
  const { status, room, retry, replace } = useRoom(roomId);
  useFirstScreenDrawn('live', status === 'ready' || status === 'error');
  const match = useLiveMatchScore(room?.live?.match ?? null);
  if (status === 'error' && !room) return <ErrorState onRetry={retry} />;
  if (!room) return <LoadingState rows={6} label={t('room.loading')} />;
  const live = room.live;
  return (
    <>
      <RoomHeader room={room} onChange={replace} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'stretch' }}>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          {live ? (
            <LivePlayer src={live.pushing ? live.playbackUrl : null} title={live.title} />
          ) : (
            <Paper variant="outlined" sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center' }}>
              <EmptyState title={t('room.offline', { name: room.streamerName })} />
            </Paper>
          )}
          {match && (
            <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ScoreLine match={match} />
              </Box>
              <Button component={Link} to={`${phone ? '/m/detail' : '/pc/detail'}?id=${match.id}`} size="small">
                {t('room.matchDetail')}
              </Button>
            </Paper>
          )}
        </Box>
        <ChatRoom room={room} />
      </Box>
    </>
  );
}

export function LiveRoomPage() {
  const { t } = useTranslation('live');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const phone = pathname.startsWith('/m/');
  usePageMeta(phone ? 'mLive' : 'live');
  const roomId = params.get('id');
  const matchId = params.get('match');
  return (
    <PageFrame title={t('room.title')}>
      {roomId && ITEM_ID.test(roomId) ? (
        <Room key={roomId} roomId={roomId} phone={phone} />
      ) : matchId && ITEM_ID.test(matchId) ? (
        <MatchLookup matchId={matchId} roomPath={pathname} />
      ) : (
        <>
          <EmptyState title={t('room.chooseRoom')} />
          <Button component={Link} to="/streamer">
            {t('room.seeWhoIsLive')}
          </Button>
        </>
      )}
    </PageFrame>
  );
}
