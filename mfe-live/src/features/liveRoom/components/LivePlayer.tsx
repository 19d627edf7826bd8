// The live video: native HLS where the browser plays it (Safari), hls.js (a maintained player,
// loaded only when there is a stream to play) elsewhere. Starts muted so browsers let it play
// by itself; the viewer unmutes. A stream that stops shows "stream ended"; one that cannot be
// fetched, "Failed to load" with a retry.
import { LIVE_PLAYER_HLS_CONFIG } from '@matchday/shared/api/lives';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

type PlayerState = 'loading' | 'playing' | 'ended' | 'failed';

export interface LivePlayerProps {
  /** The playlist while the streamer's tool pushes; null once the push stopped. */
  src: string | null;
  title: string;
}

export function LivePlayer({ src, title }: LivePlayerProps) {
  const { t } = useTranslation('live');
  const { t: tCommon } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>(src ? 'loading' : 'ended');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) {
      setState('ended');
      return;
    }
    setState('loading');
    let disposed = false;
    let destroy = () => undefined as void;
    const onPlaying = () => setState('playing');
    const onEnded = () => setState('ended');
    element.addEventListener('playing', onPlaying);
    element.addEventListener('ended', onEnded);
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      void element.play().catch(() => undefined);
      destroy = () => element.removeAttribute('src');
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) return setState('failed');
        const hls = new Hls({ ...LIVE_PLAYER_HLS_CONFIG });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setState('failed');
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        hls.on(Hls.Events.MANIFEST_PARSED, () => void element.play().catch(() => undefined));
        destroy = () => hls.destroy();
      }, () => setState('failed'));
    }
    return () => {
      disposed = true;
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('ended', onEnded);
      destroy();
    };
  }, [src, attempt]);

  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }} data-testid="live-player" data-state={state}>
      <Box component="video" ref={video} muted playsInline controls aria-label={title} sx={{ width: '100%', height: '100%', display: 'block' }} />
      {state !== 'playing' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#fff', bgcolor: state === 'loading' ? 'transparent' : 'rgba(0,0,0,0.75)', pointerEvents: state === 'loading' ? 'none' : 'auto' }}>
          {state === 'ended' && <Typography role="status">{t('room.streamEnded')}</Typography>}
          {state === 'failed' && (
            <Box sx={{ textAlign: 'center' }} role="alert">
              <Typography gutterBottom>{tCommon('errors.failedToLoad')}</Typography>
              <Button variant="contained" onClick={() => setAttempt((value) => value + 1)}>
                {t('room.retry')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
