// The user area's sections and their addresses under /user.
export const USER_SECTIONS = [
  { id: 'overview', path: '/user' },
  { id: 'basicInfo', path: '/user/profile' },
  { id: 'security', path: '/user/security' },
  { id: 'coinHistory', path: '/user/coins' },
  { id: 'orders', path: '/user/orders' },
  { id: 'inviteFriends', path: '/user/invite' },
  { id: 'history', path: '/user/history' },
  { id: 'published', path: '/user/published' },
  { id: 'posts', path: '/user/posts' },
  { id: 'settings', path: '/user/settings' },
  { id: 'cancellation', path: '/user/cancellation' },
] as const;

export type UserSectionId = (typeof USER_SECTIONS)[number]['id'];

/** The section an address shows; null for an address under /user that is not one. */
export function sectionAt(pathname: string): UserSectionId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return USER_SECTIONS.find((section) => section.path === path)?.id ?? null;
}

/** What a frozen account (cancellation requested) may still open. */
export const FROZEN_SECTIONS: readonly UserSectionId[] = ['cancellation', 'settings'];
