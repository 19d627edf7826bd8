// The video cards' texts (kinds, event names) are a part of the common namespace
// (`i18n/parts/videos`), downloaded with the first page that shows a video: a first visit to any
// other page pays nothing for them. All nine languages come as one file (`lazy-once`, about
// 3 KB): nine chunks would each be listed in the runtime of every app that shows videos.
import { COMMON_NAMESPACE, addNamespacePart } from '@matchday/shared/i18n/i18n';
import { use } from 'react';

let loading: Promise<void> | null = null;

/** The same promise every time (React's `use` waits on it), a new one after a failure. */
export function videoTexts(): Promise<void> {
  loading ??= addNamespacePart(COMMON_NAMESPACE, 'videos', (language) => import(/* webpackMode: "lazy-once" */ `../i18n/parts/videos/${language}.json`)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Suspends until the video texts are there (the page's Suspense shows its fallback meanwhile). */
export function useVideoTexts(): void {
  use(videoTexts());
}
