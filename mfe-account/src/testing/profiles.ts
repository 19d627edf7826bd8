// A signed-in user's account as the api answers it, for component tests.
import type { UserProfile } from '@matchday/contracts/accounts/contract';

export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '7',
    username: 'fan_7',
    avatarUrl: null,
    roles: ['user'],
    phone: '+8613800138000',
    phoneBound: true,
    signature: '',
    passwordSet: false,
    inviteCode: 'ABCD2345',
    banned: false,
    muted: false,
    status: 'active',
    deletionDueAt: null,
    ...overrides,
  };
}
