// Addresses of the api, written once for the site and the api.
export const API_PATHS = {
  /** The signed-in user with their coin balance. */
  me: '/api/users/me',
} as const;
