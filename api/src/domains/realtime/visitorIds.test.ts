import { VisitorIds } from './visitorIds';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00Z');

describe('visitor ids', () => {
  const ids = new VisitorIds('a server secret long enough for the test');

  it('reads back what it issued, as one visitor, fresh on its first day', () => {
    const id = ids.issue(now);
    expect(ids.read(id, now)).toEqual({ visitor: id.split('.')[0], rotate: false });
    expect(ids.read(ids.issue(now), now)!.visitor).not.toBe(id.split('.')[0]);
  });

  it('asks for a new id after a day and refuses one a week old', () => {
    const id = ids.issue(now);
    expect(ids.read(id, new Date(now.getTime() + DAY))!.rotate).toBe(true);
    expect(ids.read(id, new Date(now.getTime() + 6 * DAY))).not.toBeNull();
    expect(ids.read(id, new Date(now.getTime() + 7 * DAY))).toBeNull();
    expect(ids.read(id, new Date(now.getTime() - DAY))).toBeNull();
  });

  it('refuses a forged, altered or foreign id', () => {
    const id = ids.issue(now);
    const [visitor, day, signature] = id.split('.');
    expect(ids.read(`${'A'.repeat(16)}.${day}.${signature}`, now)).toBeNull();
    expect(ids.read(`${visitor}.${day}.${'A'.repeat(22)}`, now)).toBeNull();
    expect(ids.read(new VisitorIds('another secret entirely, same length').issue(now), now)).toBeNull();
    for (const junk of [undefined, 42, '', 'x'.repeat(200), `${id}.extra`]) expect(ids.read(junk, now)).toBeNull();
  });
});
