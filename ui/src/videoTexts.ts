// The video cards' texts (kinds, event names) are a part of the common namespace
// (`ui/src/i18n/videos`), downloaded with the first page that shows a video. All nine languages
// come as one file (`lazy-once`, about 3 KB): nine chunks would each be listed in the runtime of
// every app that shows videos.
import { commonTextPart } from './commonTextPart';

const videos = commonTextPart('videos', (language) => import(/* webpackMode: "lazy-once" */ `./i18n/videos/${language}.json`));

export const videoTexts = videos.load;
/** Suspends until the video texts are there (the page's Suspense shows its fallback meanwhile). */
export const useVideoTexts = videos.use;
