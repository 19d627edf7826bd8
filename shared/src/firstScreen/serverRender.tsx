// React to HTML on a server, with the styles emotion wrote for it: the shell's static frame at
// build time (shell/src/prerender) and a remote's first screen per request (renderRemoteFirstScreen).
// Node only: nothing a browser loads imports this.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { FirstScreenHtml } from '@matchday/shared/firstScreen/firstScreen';

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

/** Each render carries only its own styles: a cache kept across renders would mix light and dark. */
function forget(cache: EmotionCache): void {
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  for (const id of Object.keys(cache.registered)) delete cache.registered[id];
}

/**
 * The HTML of a tree once everything it suspends on has loaded, and the style elements of the
 * rules it used from `cache` (the one its providers render with). Renders one at a time: the
 * apps' stores and language are the page's, set by the caller for this render.
 */
export async function renderToHtml(tree: ReactNode, cache: EmotionCache): Promise<FirstScreenHtml> {
  const server = emotionServerFor(cache);
  forget(cache);
  // One piece: nothing outlined for later, so the HTML has no script to put pieces in place.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await readAll(prelude as unknown as AsyncIterable<unknown>);
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}

/** Text for HTML: nothing in it opens a tag or closes an attribute. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
