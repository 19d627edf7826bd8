// Customer service's work on users (their roles, their flags): the addresses.

/** Customer service on users: a user's name and roles, their flags. */
export const OPS_PATHS = {
  /** Customer service: GET a user's name and roles (to give roles from the console). */
  opsUser: '/api/ops/users/:userId',
  userFlags: '/api/ops/users/:userId/flags',
  userRoles: '/api/ops/users/:userId/roles',
} as const;
