// The user area: balance, orders, coins, profile, security and the rest of the specification.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const USER_SECTIONS = [
  'balance', 'basicInfo', 'history', 'published', 'security', 'orders', 'coinHistory',
  'invitations', 'posts', 'inviteFriends', 'settings', 'cancellation',
] as const;

export const UserAreaPage = defineSectionedPage({
  namespace: 'account',
  routeId: 'user',
  titleKey: 'user.title',
  sections: USER_SECTIONS.map((section) => [section, `user.sections.${section}`, 'empty.section'] as const),
});
