import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { applyListUpdate, mergeEvents, watchMatch, watchMatchList, type MatchListState, type MatchState } from '@matchday/shared/live/matchFeed';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';

const summary = (id: string, patch: Partial<MatchSummary> = {}): MatchSummary =>
  ({ id, sport: 'football', status: 'live', homeScore: 0, awayScore: 0, version: 1, competition: { id: '1' }, ...patch }) as MatchSummary;
const event = (seq: number): MatchEvent => ({ seq, type: 'corner', phase: 'first_half', minute: seq, stoppage: 0, side: 'home', player: '', detail: {}, homeScore: 0, awayScore: 0, at: '' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applyListUpdate', () => {
  it('replaces listed matches with newer copies, ignores older ones and marks score changes', () => {
    const list = [summary('1'), summary('2')];
    const { matches, scored } = applyListUpdate(list, [summary('1', { version: 2, homeScore: 1 }), summary('2', { version: 1, awayScore: 3 })]);
    expect(matches.map((match) => [match.id, match.homeScore, match.awayScore])).toEqual([
      ['1', 1, 0],
      ['2', 0, 0],
    ]);
    expect([...scored]).toEqual(['1']);
  });

  it('keeps the same array when nothing changed, and ignores matches it does not list', () => {
    const list = [summary('1', { version: 3 })];
    expect(applyListUpdate(list, [summary('1', { version: 2 }), summary('9', { version: 5 })]).matches).toBe(list);
  });

  it('lets a list admit matches and let them go (the live view)', () => {
    const live = (match: MatchSummary) => match.status === 'live';
    const { matches } = applyListUpdate([summary('1'), summary('2')], [summary('1', { version: 2, status: 'finished' }), summary('3', { version: 1 })], live);
    expect(matches.map((match) => match.id)).toEqual(['2', '3']);
  });
});

describe('mergeEvents', () => {
  it('appends only unseen events, in order', () => {
    const events = [event(1), event(2)];
    expect(mergeEvents(events, [event(2), event(4), event(3)]).map((each) => each.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeEvents(events, [event(1)])).toBe(events);
  });

  it('replaces an event told anew under its number (a scorer filled in), and keeps the list when nothing differs', () => {
    const events = [event(1), event(2), event(3)];
    const retold = { ...event(2), player: 'Saka', minute: 46 };
    expect(mergeEvents(events, [retold]).map((each) => [each.seq, each.player])).toEqual([[1, ''], [2, 'Saka'], [3, '']]);
    expect(mergeEvents(events, [event(2)])).toBe(events);
  });

  it('drops the events the provider took back, and adds their corrected versions', () => {
    const events = [event(1), event(2), event(3)];
    expect(mergeEvents(events, [event(4)], [2]).map((each) => each.seq)).toEqual([1, 3, 4]);
    expect(mergeEvents(events, [], [9])).toBe(events);
  });
});

describe('watchMatchList', () => {
  it('loads, then applies updates, including those that came while it loaded', async () => {
    const channels = fakeChannels();
    const answer = deferred<MatchSummary[]>();
    const states: MatchListState[] = [];
    const subscription = watchMatchList({ channel: channels.channel, sports: ['football'], load: () => answer.promise }).subscribe((state) => states.push(state));
    expect(states.at(-1)!.status).toBe('loading');
    expect(channels.watched()).toEqual(['scores:football']);
    channels.publish('scores:football', { matches: [summary('1', { version: 2, homeScore: 1 })] });
    answer.resolve([summary('1')]);
    await flush();
    expect(states.at(-1)!.matches[0]!.homeScore).toBe(1);
    channels.publish('scores:football', { matches: [summary('1', { version: 3, homeScore: 2 })] });
    expect(states.at(-1)!.matches[0]!.homeScore).toBe(2);
    expect([...states.at(-1)!.scored]).toEqual(['1']);
    subscription.unsubscribe();
    expect(channels.watched()).toEqual([]);
  });

  it('loads again on resync, and an older answer that arrives late is ignored', async () => {
    const channels = fakeChannels();
    const answers = [deferred<MatchSummary[]>(), deferred<MatchSummary[]>()];
    let calls = 0;
    const states: MatchListState[] = [];
    watchMatchList({ channel: channels.channel, sports: ['football'], load: () => answers[calls++]!.promise }).subscribe((state) => states.push(state));
    channels.resync('scores:football');
    answers[1]!.resolve([summary('1', { version: 5 })]);
    await flush();
    answers[0]!.resolve([summary('1', { version: 1 })]);
    await flush();
    expect(calls).toBe(2);
    expect(states.at(-1)!.matches[0]!.version).toBe(5);
  });

  it('says so when the list cannot be read, and retries', async () => {
    const channels = fakeChannels();
    let fail = true;
    const states: MatchListState[] = [];
    const feed = watchMatchList({ channel: channels.channel, load: async () => (fail ? Promise.reject(new Error('down')) : [summary('1')]) });
    feed.subscribe((state) => states.push(state));
    await flush();
    expect(states.at(-1)!.status).toBe('error');
    fail = false;
    feed.retry();
    expect(states.at(-1)!.status).toBe('loading');
    await flush();
    expect(states.at(-1)).toMatchObject({ status: 'ready', error: null });
  });
});

describe('watchMatch', () => {
  it('keeps the match and its events current, without repeats', async () => {
    const channels = fakeChannels();
    const answer = deferred<{ detail: { match: MatchSummary }; events: MatchEvent[] }>();
    const states: MatchState<{ match: MatchSummary }>[] = [];
    watchMatch({ channel: channels.channel, matchId: '7', load: () => answer.promise }).subscribe((state) => states.push(state));
    channels.publish('match:7', { match: summary('7', { version: 3, homeScore: 1 }), events: [event(2), event(3)] });
    answer.resolve({ detail: { match: summary('7', { version: 2 }) }, events: [event(1), event(2)] });
    await flush();
    expect(states.at(-1)!.detail!.match.homeScore).toBe(1);
    expect(states.at(-1)!.events.map((each) => each.seq)).toEqual([1, 2, 3]);
    const before = states.length;
    channels.publish('match:7', { match: summary('7', { version: 3 }), events: [event(3)] });
    expect(states).toHaveLength(before); // nothing new: nothing emitted
  });
});
