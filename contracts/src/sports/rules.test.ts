import { ODDS_MARKETS } from '@matchday/contracts/sports/rules';
import { MARKET_PICKS, PLAN_MARKETS } from '@matchday/contracts/tips/contract';
import { HIGHLIGHT_EVENT_TYPES } from '@matchday/contracts/videos/contract';
import { BASKETBALL_QUARTERS, MAX_INNINGS, MAX_TABLE_GAME_ROUNDS } from '@matchday/contracts/constants';
import { channels, parseChannel } from '@matchday/contracts/realtime/protocol';
import { DISCIPLINES, eventTypesOf, GENERAL_EVENT_TYPES, isSport, periodLabel, rulesOf, SPORT_RULES, sportOfDiscipline, type SportRules, SPORTS } from '@matchday/contracts/sports/rules';

describe('sport rules', () => {
  it('lists every sport of the record, and only those', () => {
    expect(SPORTS).toEqual(Object.keys(SPORT_RULES));
    expect(SPORTS).toEqual(['football', 'basketball', 'esports']);
    expect(DISCIPLINES).toEqual(['football', 'basketball', 'lol', 'cs2', 'dota2', 'valorant']);
    expect(isSport('football')).toBe(true);
    for (const value of ['handball', 'toString', '__proto__', '', null]) expect(isSport(value), String(value)).toBe(false);
    expect(rulesOf('handball')).toBeNull();
    expect(DISCIPLINES.map(sportOfDiscipline)).toEqual(['football', 'basketball', 'esports', 'esports', 'esports', 'esports']);
  });

  it('lets realtime subscribe to the score list of every sport of the record, and no other', () => {
    for (const sport of SPORTS) expect(parseChannel(channels.scores(sport))).toEqual({ kind: 'scores', id: sport });
    expect(parseChannel('scores:handball')).toBeNull();
    expect(parseChannel('scores:constructor')).toBeNull();
    expect(parseChannel('match:handball')).toEqual({ kind: 'match', id: 'handball' });
  });

  it.each(SPORTS)('%s: phases, pauses and picked events hang together', (sport) => {
    const rules: SportRules = SPORT_RULES[sport];
    expect(rules.phases[0]).toBe('scheduled');
    expect(rules.phases.at(-1)).toBe('full_time');
    for (const pause of rules.pauses) expect(rules.phases).toContain(pause);
    const events = eventTypesOf(sport);
    expect(new Set(events).size, 'no event twice').toBe(events.length);
    for (const picked of [...rules.scoringEvents, ...rules.keyEvents, ...rules.highlightEvents, ...Object.keys(rules.eventPhases)]) expect(events).toContain(picked);
    for (const phase of Object.values(rules.eventPhases)) expect(rules.pauses).toContain(phase);
    for (const market of rules.oddsMarkets) expect(ODDS_MARKETS).toContain(market);
    for (const market of rules.planMarkets) expect(Object.keys(MARKET_PICKS)).toContain(market);
    expect(PLAN_MARKETS[sport]).toBe(rules.planMarkets);
    expect(HIGHLIGHT_EVENT_TYPES[sport]).toBe(rules.highlightEvents);
    expect(rules.planMarkets.some((market) => MARKET_PICKS[market as keyof typeof MARKET_PICKS].includes('draw'))).toBe(rules.draw);
  });

  it('gives every sport the general events, and no sport the events of another', () => {
    for (const sport of SPORTS) expect(eventTypesOf(sport)).toEqual(expect.arrayContaining([...GENERAL_EVENT_TYPES]));
    const owners = new Map<string, string>();
    for (const sport of SPORTS)
      for (const type of SPORT_RULES[sport].eventTypes) {
        expect(owners.get(type), `${type} of ${sport} and ${owners.get(type)}`).toBeUndefined();
        owners.set(type, sport);
      }
  });

  it('labels periods as the scores write them: halves and extra time, quarters and overtimes, maps by name', () => {
    const { football, basketball, esports } = SPORT_RULES;
    expect([1, 2, 3].map((number) => periodLabel(football.clock, number))).toEqual(['1H', '2H', 'ET']);
    expect([1, 4, 5, 6].map((number) => periodLabel(basketball.clock, number))).toEqual(['Q1', 'Q4', 'OT1', 'OT2']);
    expect(periodLabel(esports.clock, 1)).toBeNull();
  });

  it('keeps the constants of the specification: four quarters, innings and table-game rounds', () => {
    expect(BASKETBALL_QUARTERS).toBe(4);
    const { clock, phases } = SPORT_RULES.basketball;
    expect(clock.periods).toBe(BASKETBALL_QUARTERS);
    const quarters = Array.from({ length: BASKETBALL_QUARTERS }, (_, index) => `${clock.phasePrefix}${index + 1}`);
    expect(phases).toEqual(expect.arrayContaining([...quarters, clock.extraPhase]));
    expect(MAX_INNINGS).toBe(12);
    expect(MAX_TABLE_GAME_ROUNDS).toBe(16);
  });
});
