// The shell's static frame, rendered at build time by the same components the page hydrates:
// header and menu, the consent dialog with its texts, and the page's skeleton, in one language
// and colour mode, with the CSS they need. The first paint needs no script; the page then
// hydrates this HTML (shell/src/bootstrap.tsx). Built for Node by tools/rspack/createConfig.mjs
// and written out by tools/src/build/shellFrames.ts.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { LOCALE_INFO, type Locale } from '@matchday/shared/i18n/locales';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { themeModeStore, type ThemeMode } from '@matchday/shared/stores/themeModeStore';
import { emotionCache, prepareEmotionCache } from '@matchday/shared/theme/emotionCache';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/App';
import { formatPageMeta } from '../features/pageMeta/hooks/formatPageMeta';
import { registerShellNamespace } from '../i18n/shellNamespace';
import { PRE_PAINT_CSS, prePaintScript } from './prePaint';

export { LOCALES } from '@matchday/shared/i18n/locales';
export { THEME_MODES } from '@matchday/shared/stores/themeModeStore';

export interface Frame {
  /** Attributes of `<html>`: the page's language and direction, and what the frame was rendered in. */
  htmlAttributes: Record<string, string>;
  title: string;
  description: string;
  /** For `<head>`: the frame's styles and the pre-paint script. */
  head: string;
  /** For `<div id="root">`. */
  body: string;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return text + decoder.decode();
}

const emotionServers = new Map<EmotionCache, ReturnType<typeof createEmotionServer>>();

/** Styles go to the head instead of beside each element, as the hydrating page expects. */
function emotionServerFor(cache: EmotionCache) {
  let server = emotionServers.get(cache);
  if (!server) emotionServers.set(cache, (server = createEmotionServer(cache)));
  return server;
}

/** Each frame carries only its own styles: a cache shared by the frames would mix light and dark. */
function forget(cache: EmotionCache): void {
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  for (const id of Object.keys(cache.registered)) delete cache.registered[id];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function renderFrame(locale: Locale, mode: ThemeMode): Promise<Frame> {
  const direction = LOCALE_INFO[locale].dir;
  await prepareEmotionCache(direction);
  const cache = emotionCache(direction);
  const server = emotionServerFor(cache);
  forget(cache);
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  await registerShellNamespace();
  languageStore.setState({ language: locale });
  themeModeStore.setState({ mode });

  const { prelude } = await prerenderToNodeStream(<App frameLocation="/" />);
  const body = await readAll(prelude as unknown as AsyncIterable<unknown>);
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(body));
  const meta = formatPageMeta(i18n.getFixedT(locale), 'home', {});
  return {
    htmlAttributes: { lang: LOCALE_INFO[locale].htmlLang, dir: direction, 'data-locale': locale, 'data-theme': mode },
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    head: `${styles}<style>${PRE_PAINT_CSS}</style><script>${prePaintScript()}</script>`,
    body,
  };
}
