// The account remote: sign-in, the user area, feedback and invitations.
import { lazyPage, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'account',
  version: __APP_VERSION__,
  namespace: 'account',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    login: lazyPage(() => import('../features/auth/components/LoginPage'), (m) => m.LoginPage),
    user: lazyPage(() => import('./userArea/UserAreaPage'), (m) => m.UserAreaPage),
    feedback: lazyPage(() => import('../features/feedback/components/FeedbackPage'), (m) => m.FeedbackPage),
    invite: lazyPage(() => import('../features/invitations/components/InvitePage'), (m) => m.InvitePage),
  },
};
