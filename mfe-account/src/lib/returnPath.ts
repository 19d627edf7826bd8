// Where to go after signing in: a path of this site only (never another origin), else home.
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Coming back to the login page itself would look like nothing happened.
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
