// One emotion cache per direction for the whole page (this module is a federation singleton),
// so every app's React root inserts each style once. The right-to-left cache needs a stylis
// plugin that only Arabic readers should download, so it is prepared on demand.
// Under the page's Content-Security-Policy a style element needs the page's nonce: the shell's
// server puts it on the boot element, and every style element emotion adds carries it.
import createCache, { type EmotionCache } from '@emotion/cache';
import { BOOT_DATA_ELEMENT_ID } from '@matchday/shared/config/runtimeConfig';

/** The page's style nonce, if its server gave one (the element's `nonce` property keeps it). */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(BOOT_DATA_ELEMENT_ID)?.nonce || undefined;
}

const create = (key: string, stylisPlugins?: Parameters<typeof createCache>[0]['stylisPlugins']) => createCache({ key, nonce: pageNonce(), stylisPlugins });

const caches: Record<'ltr' | 'rtl', EmotionCache | null> = {
  ltr: null,
  rtl: null,
};

/** Loads what a direction needs; call (and await) before rendering in that direction. */
export async function prepareEmotionCache(direction: 'ltr' | 'rtl'): Promise<void> {
  if (caches[direction]) return;
  if (direction === 'ltr') {
    caches.ltr = create('md');
    return;
  }
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  caches.rtl ??= create('mdrtl', [rtlPlugin]);
}

export function emotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  // Left-to-right needs nothing extra; a right-to-left render before preparation falls back
  // to it for a moment rather than failing.
  caches.ltr ??= create('md');
  return caches[direction] ?? caches.ltr;
}
