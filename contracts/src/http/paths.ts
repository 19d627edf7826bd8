// Addresses of the api: every domain's patterns carry `:name` placeholders; the api registers them
// under its `/api` prefix (`apiRoute`), the site's clients fill them (`pathTo`).

/** The pattern relative to the `/api` prefix the api mounts its routes under. */
export const apiRoute = (path: string): string => path.replace(/^\/api(?=\/)/, '');

/** A path pattern with its placeholders filled (and escaped). */
export function pathTo(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
