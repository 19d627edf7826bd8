// One emotion cache per direction for the whole page (this module is a federation singleton),
// so every app's React root inserts each style once. The right-to-left cache needs a stylis
// plugin that only Arabic readers should download, so it is prepared on demand.
import createCache, { type EmotionCache } from '@emotion/cache';

const caches: Record<'ltr' | 'rtl', EmotionCache | null> = {
  ltr: null,
  rtl: null,
};

/** Loads what a direction needs; call (and await) before rendering in that direction. */
export async function prepareEmotionCache(direction: 'ltr' | 'rtl'): Promise<void> {
  if (caches[direction]) return;
  if (direction === 'ltr') {
    caches.ltr = createCache({ key: 'md' });
    return;
  }
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  caches.rtl ??= createCache({ key: 'mdrtl', stylisPlugins: [rtlPlugin] });
}

export function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  // Left-to-right needs nothing extra; a right-to-left render before preparation falls back
  // to it for a moment rather than failing.
  caches.ltr ??= createCache({ key: 'md' });
  return caches[direction] ?? caches.ltr;
}
