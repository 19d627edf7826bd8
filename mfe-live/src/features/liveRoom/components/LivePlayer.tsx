// The live video: the site's player with the live settings (close to the live edge). A stream
// that stops shows "stream ended".
import { LIVE_PLAYER_HLS_CONFIG } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { VideoPlayer } from '@matchday/ui/VideoPlayer';

export interface LivePlayerProps {
  /** The playlist while the streamer's tool pushes; null once the push stopped. */
  src: string | null;
  title: string;
}

export function LivePlayer({ src, title }: LivePlayerProps) {
  const { t } = useTranslation('live');
  return <VideoPlayer src={src} title={title} hlsConfig={LIVE_PLAYER_HLS_CONFIG} endedText={t('room.streamEnded')} testId="live-player" />;
}
