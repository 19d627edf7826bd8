// Log in or register with a phone number, by verification code or by password.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const LoginPage = defineSectionedPage({
  namespace: 'account',
  routeId: 'login',
  titleKey: 'login.title',
  sections: [
    ['code', 'login.tabs.code', 'empty.signInUnavailable'],
    ['password', 'login.tabs.password', 'empty.signInUnavailable'],
  ],
});
