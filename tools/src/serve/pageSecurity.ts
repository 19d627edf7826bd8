// The security headers of the shell's pages. The Content-Security-Policy lets scripts come only
// from the site itself and the origins of the current release's remotes, plus the page's one
// inline script by its hash; no inline handlers, no eval. Style elements need the page's nonce
// (the frame's and emotion's alike); style attributes stay allowed because React writes them
// (an attribute holds no selector and runs nothing). Frames of other sites may not embed the page.
import crypto from 'node:crypto';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';

/** Development origins a developer may point a remote at (`?mf-override=`), outside production only. */
const DEVELOPMENT_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEVELOPMENT_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/** The origins the release's enabled remotes are served from (root-relative addresses are the site's own). */
export function releaseOrigins(release: ReleaseManifest | null): string[] {
  if (!release) return [];
  const origins = Object.values(release.remotes)
    .filter((remote) => remote.enabled)
    .map((remote) => (/^https?:\/\//.test(remote.manifestUrl) ? new URL(remote.manifestUrl).origin : null))
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].sort();
}

/** A fresh nonce for one answer. */
export const createNonce = (): string => crypto.randomBytes(18).toString('base64');

const hashes = new Map<string, string>();
/** Hashes of the page's inline scripts that run (data blocks such as the boot JSON do not). */
export function inlineScriptHashes(page: string): string[] {
  const found: string[] = [];
  for (const [, attributes, body] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    let hash = hashes.get(body!);
    if (!hash) {
      hash = `'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`;
      hashes.set(body!, hash);
    }
    found.push(hash);
  }
  return [...new Set(found)];
}

/** The page with the nonce on every style element (the frame's critical styles). */
export function withStyleNonce(page: string, nonce: string): string {
  return page.replace(/<style\b/gi, `<style nonce="${nonce}"`);
}

export interface PagePolicy {
  release: ReleaseManifest | null;
  production: boolean;
  nonce: string;
  scriptHashes: string[];
}

export function contentSecurityPolicy({ release, production, nonce, scriptHashes }: PagePolicy): string {
  const remotes = releaseOrigins(release);
  const development = production ? [] : DEVELOPMENT_SOURCES;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...scriptHashes, ...development]],
    ['style-src', ["'self'", ...remotes, `'nonce-${nonce}'`, ...development]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...development]],
    ['font-src', ["'self'", 'data:', ...remotes, ...development]],
    // The api and its websocket are on the page's own origin (`/api`, `/api/ws`).
    ['connect-src', ["'self'", ...remotes, ...development, ...(production ? [] : DEVELOPMENT_SOCKETS)]],
    ['media-src', ["'self'", 'blob:', ...remotes]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (production) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Every header of a page answer that protects it, the policy included. */
export function pageSecurityHeaders(policy: PagePolicy): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A window this page opens cannot reach back into it, nor the other way round.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
    ...(policy.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
