// The news remote: news and video highlights.
import { lazyPage, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'news',
  version: __APP_VERSION__,
  namespace: 'news',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    news: lazyPage(() => import('../features/news/components/NewsPage'), (m) => m.NewsPage),
    video: lazyPage(() => import('../features/videos/components/VideosPage'), (m) => m.VideosPage),
  },
};
