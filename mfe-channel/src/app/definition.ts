// The channel remote: the streamer and expert channel, and the customer-service console.
import { lazyPage, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'channel',
  version: __APP_VERSION__,
  namespace: 'channel',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    channel: lazyPage(() => import('./pages/ChannelPage'), (m) => m.ChannelPage),
    ops: lazyPage(() => import('./pages/OpsConsolePage'), (m) => m.OpsConsolePage),
  },
};
