// The live remote: the streamer list and the live rooms (desktop and phone).
import { lazyPage, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

const room = lazyPage(() => import('./pages/LiveRoomPage'), (m) => m.LiveRoomPage);

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'live',
  version: __APP_VERSION__,
  namespace: 'live',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    streamer: lazyPage(() => import('../features/streamers/components/StreamersPage'), (m) => m.StreamersPage),
    live: room,
    mLive: room,
  },
};
