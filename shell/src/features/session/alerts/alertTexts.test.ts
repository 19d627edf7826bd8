// The tab's alert words are the push's: a goal says the score as of that goal.
import { matchEvent, matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { alertShow } from './alertTexts';
import { alertOf } from './matchAlerts';

const goal = (seq: number, homeScore: number) => matchEvent(seq, 'goal', { minute: 10 + seq, homeScore });

it('gives each goal of one update the score as of that goal, as the push does', () => {
  // Two goals in one update: the match already says 2–0.
  const match = matchSummary({ id: '10', status: 'live', homeScore: 2, awayScore: 0 });
  const t = (key: string, values: Record<string, string | number>) => `${key} ${values.homeScore}–${values.awayScore}`;
  const titles = [goal(1, 1), goal(2, 2)].map((event) => alertShow(t, alertOf(match, event)!).title);
  expect(titles).toEqual(['alerts.goal 1–0', 'alerts.goal 2–0']);
});
