import type { MatchEvent } from '@matchday/contracts/sports/contract';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { screen, within } from '@testing-library/react';
import { renderWithTexts } from '../../../../components/livePitch/renderWithTexts';
import { EventTimeline, keyEventsOf } from './EventTimeline';

let seq = 0;
const event = (type: MatchEvent['type'], patch: Partial<MatchEvent> = {}): MatchEvent => ({
  seq: ++seq, type, phase: 'first_half', minute: 10, stoppage: 0, side: 'home', player: 'A. Player', detail: {}, homeScore: 0, awayScore: 0, at: '2026-11-24T19:40:00.000Z', ...patch,
});
const times = () => within(screen.getByTestId('event-timeline')).getAllByRole('listitem').map((item) => item.firstElementChild!.textContent);

const football = matchSummary({ id: '1', status: 'live', phase: 'second_half', clock: 70 });
const basketball = matchSummary({ id: '2', sport: 'basketball', discipline: 'basketball', status: 'live', phase: 'overtime', clock: 200 });
const esports = matchSummary({ id: '3', sport: 'esports', discipline: 'lol', status: 'live', phase: 'map_2', clock: 300 });

describe('event timeline', () => {
  it('writes when each event happened as the match clock does: minutes with stoppage, half-time', async () => {
    await renderWithTexts(<EventTimeline match={football} events={[event('goal', { minute: 23 }), event('goal', { minute: 45, stoppage: 2 }), event('half_time_score', { minute: 45, stoppage: 3 })]} />);
    expect(times()).toEqual(["23'", "45+2'", 'HT']);
  });

  it('writes quarters, overtimes and maps in the reader’s language, with their clocks: never a raw Q1, OT or M1', async () => {
    const hoops = [event('three_point', { phase: 'q1', minute: 1, detail: { clock: 452 } }), event('overtime', { phase: 'overtime', minute: 5, detail: { clock: 300 } })];
    const view = await renderWithTexts(<EventTimeline match={basketball} events={hoops} />);
    expect(times()).toEqual(['Q1 07:32', 'OT1 05:00']);
    view.unmount();
    const chinese = await renderWithTexts(<EventTimeline match={basketball} events={hoops} />, 'zh_CN');
    expect(times()).toEqual(['第1节 07:32', '加时1 05:00']);
    chinese.unmount();
    await renderWithTexts(<EventTimeline match={esports} events={[event('first_blood', { phase: 'map_1', minute: 4, detail: { map: 1, clock: 250 } })]} />, 'zh_CN');
    expect(times()).toEqual(['第1局 · 04:10']);
  });

  it("names a video review's decision, in the reader's language", async () => {
    const review = [event('var_decision', { minute: 29, detail: { decision: 'goal_cancelled' } }), event('var_decision', { minute: 80, detail: { decision: 'something new' } })];
    const view = await renderWithTexts(<EventTimeline match={football} events={review} />);
    const items = within(screen.getByTestId('event-timeline')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('VAR · goal cancelled · A. Player');
    expect(items[1]).toHaveTextContent('VAR · decision · A. Player');
    view.unmount();
    await renderWithTexts(<EventTimeline match={football} events={review.slice(0, 1)} />, 'de');
    expect(screen.getByTestId('event-timeline')).toHaveTextContent('VAR · Tor aberkannt');
    expect(keyEventsOf(football, review)).toHaveLength(2);
  });

  it("picks each sport's key events only", () => {
    const events = [event('goal'), event('corner'), event('quarter_end'), event('map_won')];
    expect(keyEventsOf(football, events).map((item) => item.type)).toEqual(['goal']);
    expect(keyEventsOf(basketball, events).map((item) => item.type)).toEqual(['quarter_end']);
    expect(keyEventsOf(esports, events).map((item) => item.type)).toEqual(['map_won']);
  });

  it('shows the events of a sport this build does not know without a time, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = matchSummary({ id: '4', sport: 'hurling' as never, discipline: 'hurling' as never, status: 'live', phase: 'map_1', clock: 20 });
    await renderWithTexts(<EventTimeline match={unknown} events={[event('goal', { phase: 'map_1', minute: 3 })]} />);
    expect(times()).toEqual(['']);
    expect(keyEventsOf(unknown, [event('goal')])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hurling"'));
    warn.mockRestore();
  });
});
