// `?match=<id>`: the room of the first live on that match, or "no live for this game".
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useNavigate } from '@matchday/shared/routing/router';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { matchLives } from '../api/roomApi';

export function MatchLookup({ matchId, roomPath }: { matchId: string; roomPath: string }) {
  const { t } = useTranslation('live');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const read = useApiRead(matchId, () => matchLives(matchId));
  const first = read.data?.[0];
  useEffect(() => {
    if (first) navigate(`${roomPath}?id=${first.roomId}`, { replace: true });
  }, [first, navigate, roomPath]);
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data || first) return <LoadingState rows={2} />;
  return (
    <>
      <EmptyState title={tCommon('errors.noLiveForGame')} />
      <Button component={Link} to="/streamer">
        {t('room.seeWhoIsLive')}
      </Button>
    </>
  );
}
