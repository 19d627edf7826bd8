// Web Push settings: the site's VAPID keys and contact (MATCHDAY_VAPID_PUBLIC_KEY,
// MATCHDAY_VAPID_PRIVATE_KEY, MATCHDAY_VAPID_SUBJECT), and which push services the api posts to.
// Development without keys makes a pair once and keeps it in the database (every process signs
// with it); production without keys has no push (the vapid-key route answers 404).
import crypto from 'node:crypto';
import { isLoopbackEndpoint } from '@matchday/contracts/alerts/schemas';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact: an https: URL or a mailto: address. */
  subject: string;
}

export interface PushSettings {
  /** The keys set in the settings; null when none are. */
  vapid: VapidDetails | null;
  /** Without keys set: make a pair once and keep it in the database (development); otherwise push is off. */
  generateKeys: boolean;
  /** The contact sent with a generated pair. */
  subject: string;
  /**
   * Hosts a subscription's endpoint must be on (the host or a subdomain of it); null: any. The
   * api posts to whatever address a fan gives, so production keeps to the browsers' push services.
   */
  serviceHosts: readonly string[] | null;
  /** http endpoints on this machine (a push service run locally, as the tests run one): never in production. */
  allowLoopback: boolean;
}

/** The push services of Chrome and its kin (FCM), Firefox (Mozilla), Safari (Apple) and Edge (WNS). */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** Development's: keys made and kept in the database, any push service, local ones too. */
export const DEVELOPMENT_PUSH: PushSettings = { vapid: null, generateKeys: true, subject: 'mailto:alerts@localhost', serviceHosts: null, allowLoopback: true };

/** Whether the api may post a fan's alerts to this endpoint (the request schema has checked its shape). */
export function endpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (isLoopbackEndpoint(endpoint)) return settings.allowLoopback;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return settings.serviceHosts === null || settings.serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const base64url = /^[A-Za-z0-9_-]+$/;

/** What is wrong with the VAPID settings (none, or all three right, is fine). */
export function pushProblems(env: NodeJS.ProcessEnv): string[] {
  const publicKey = env.MATCHDAY_VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.MATCHDAY_VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) return ['MATCHDAY_VAPID_PUBLIC_KEY and MATCHDAY_VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys makes a pair)'];
  const problems: string[] = [];
  const publicBytes = base64url.test(publicKey) ? Buffer.from(publicKey, 'base64url') : Buffer.alloc(0);
  const privateBytes = base64url.test(privateKey) ? Buffer.from(privateKey, 'base64url') : Buffer.alloc(0);
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) problems.push('MATCHDAY_VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url');
  if (privateBytes.length !== 32) problems.push('MATCHDAY_VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url');
  if (problems.length === 0) {
    const ecdh = crypto.createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(privateBytes);
      if (!ecdh.getPublicKey().equals(publicBytes)) problems.push('MATCHDAY_VAPID_PUBLIC_KEY is not the public key of MATCHDAY_VAPID_PRIVATE_KEY');
    } catch {
      problems.push('MATCHDAY_VAPID_PRIVATE_KEY is not a P-256 private key');
    }
  }
  const subject = subjectFrom(env);
  if (!/^(https:\/\/[^\s/]+|mailto:\S+@\S+)/.test(subject)) problems.push('MATCHDAY_VAPID_SUBJECT must be an https: URL or a mailto: address (the site\'s, for the push services)');
  return problems;
}

/** The contact: the setting, else the site's address when it is https. */
function subjectFrom(env: NodeJS.ProcessEnv): string {
  const publicUrl = env.MATCHDAY_PUBLIC_URL ?? '';
  return env.MATCHDAY_VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : DEVELOPMENT_PUSH.subject);
}

/** The push settings from the environment; throws on a wrong one (production lists it with the others first). */
export function pushSettingsFrom(env: NodeJS.ProcessEnv, production: boolean): PushSettings {
  const problems = pushProblems(env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const subject = subjectFrom(env);
  const hosts = env.MATCHDAY_PUSH_SERVICE_HOSTS?.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  return {
    vapid: env.MATCHDAY_VAPID_PUBLIC_KEY && env.MATCHDAY_VAPID_PRIVATE_KEY ? { publicKey: env.MATCHDAY_VAPID_PUBLIC_KEY, privateKey: env.MATCHDAY_VAPID_PRIVATE_KEY, subject } : null,
    generateKeys: !production,
    subject,
    serviceHosts: hosts && hosts.length > 0 ? hosts : production ? PUSH_SERVICE_HOSTS : null,
    allowLoopback: !production,
  };
}
