// Visitor ids: how a room counts a viewer who is not signed in. The api gives each anonymous
// connection a signed id; a page keeps it and presents it on its next connections, which then
// count as that one visitor however many tabs are open. The id rotates (a new one each day,
// accepted for a week) so that it cannot follow anyone for long, and holds nothing about them.
import crypto from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An id is replaced by a new one when it is this old… */
const ROTATE_AFTER_DAYS = 1;
/** …and no longer accepted at this age. */
const VALID_DAYS = 7;

export class VisitorIds {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the server secret: a visitor id is never a code's hash.
    this.key = crypto.createHmac('sha256', secret).update('matchday visitor ids').digest();
  }

  /** A new id, issued on the day of `now`. */
  issue(now: Date): string {
    const body = `${crypto.randomBytes(12).toString('base64url')}.${Math.floor(now.getTime() / DAY_MS).toString(36)}`;
    return `${body}.${this.sign(body)}`;
  }

  /**
   * What a presented id is worth: `null` when it is not one of ours or too old; otherwise the
   * visitor it names, and whether a fresh id should be given to replace it.
   */
  read(id: unknown, now: Date): { visitor: string; rotate: boolean } | null {
    if (typeof id !== 'string' || id.length > 80) return null;
    const match = /^([\w-]{16})\.([0-9a-z]{1,8})\.([\w-]{22})$/.exec(id);
    if (!match) return null;
    const body = `${match[1]}.${match[2]}`;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    const age = Math.floor(now.getTime() / DAY_MS) - parseInt(match[2]!, 36);
    if (age < 0 || age >= VALID_DAYS) return null;
    return { visitor: match[1]!, rotate: age >= ROTATE_AFTER_DAYS };
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 22);
  }
}
