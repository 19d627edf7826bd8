// The site's one video player, for lives and for replays and highlights: native HLS where the
// browser plays it (Safari), hls.js (a maintained player, loaded only when there is a video to
// play) elsewhere. Starts muted so browsers let it play by itself; the viewer unmutes. A video
// that cannot be fetched shows "Failed to load" with a retry; one that ends (or a live whose
// push stopped: no source) shows the caller's ended text.
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HlsConfig } from 'hls.js';
import { useEffect, useRef, useState } from 'react';

export type PlayerState = 'loading' | 'playing' | 'paused' | 'ended' | 'failed';

export interface VideoPlayerProps {
  /** The playlist; null when there is nothing to play (a live whose push stopped). */
  src: string | null;
  title: string;
  hlsConfig: Partial<HlsConfig>;
  /** Shown over the picture when the video ends or there is none. */
  endedText: string;
  /** A still shown before the first frame. */
  poster?: string;
  testId?: string;
}

export function VideoPlayer({ src, title, hlsConfig, endedText, poster, testId = 'video-player' }: VideoPlayerProps) {
  const { t } = useTranslation();
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
    const onPause = () => setState((current) => (current === 'playing' ? 'paused' : current));
    const onEnded = () => setState('ended');
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onEnded);
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      void element.play().catch(() => undefined);
      destroy = () => element.removeAttribute('src');
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) return setState('failed');
        const hls = new Hls({ ...hlsConfig });
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
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onEnded);
      destroy();
    };
    // A new source or a retry reloads (the configuration is a constant of the caller's).
  }, [src, attempt, hlsConfig]);

  const covered = state === 'ended' || state === 'failed';
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 1, overflow: 'hidden' }} data-testid={testId} data-state={state}>
      <Box component="video" ref={video} muted playsInline controls poster={poster} aria-label={title} sx={{ width: '100%', height: '100%', display: 'block' }} />
      {covered && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#fff', bgcolor: 'rgba(0,0,0,0.75)' }}>
          {state === 'ended' && <Typography role="status">{endedText}</Typography>}
          {state === 'failed' && (
            <Box sx={{ textAlign: 'center' }} role="alert">
              <Typography gutterBottom>{t('errors.failedToLoad')}</Typography>
              <Button variant="contained" onClick={() => setAttempt((value) => value + 1)}>
                {t('status.retry')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
