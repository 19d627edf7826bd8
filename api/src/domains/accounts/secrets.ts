// Random secrets and their stored forms: tokens (stored as SHA-256), verification codes (stored
// as an HMAC keyed by the server secret), invitation codes.
import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@matchday/contracts/constants';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Six digits from a cryptographic generator, leading zeros allowed. */
export function newVerificationCode(): string {
  return String(crypto.randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

export function codeHash(secret: string, phone: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I

export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[crypto.randomInt(0, INVITE_ALPHABET.length)]).join('');
}

export function defaultUsername(): string {
  return `fan${crypto.randomInt(100000, 1000000)}`;
}
