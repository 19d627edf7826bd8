import { worldCupFile, worldCupGroups } from '../../../../test/fixtures/worldCup2022';
import { parseOpenFootball } from './openfootball';
import type { OpenFootballFile, OpenFootballMatch } from './openfootballFormat';
import { checkFile } from './openfootballChecks';

const parseWorldCup = (file: OpenFootballFile, timeZone = 'Asia/Qatar') =>
  parseOpenFootball(file, { timeZone, groups: worldCupGroups(), fileName: 'worldcup-2022.json' });
const withMatches = (extra: OpenFootballMatch[], change: (matches: OpenFootballMatch[]) => void = () => undefined): OpenFootballFile => {
  const file = worldCupFile();
  change(file.matches!);
  return { ...file, matches: [...file.matches!, ...extra] };
};

describe('teams the tournament does not know', () => {
  it('refuses a knockout match naming one, with its name', () => {
    const secondFinal = { round: 'Final', date: '2022-12-18', time: '18:00', team1: 'Argentina', team2: 'Atlantis', score: { ft: [1, 0] } };
    expect(() => parseWorldCup(withMatches([secondFinal]))).toThrow(/worldcup-2022\.json: unknown team "Atlantis" \(Final on 2022-12-18\)/);
  });

  it('refuses a group match naming one, and every one of them at once', () => {
    const file = withMatches([], (matches) => {
      matches[0]!.team2 = 'Ecuadorr';
      matches.at(-1)!.team1 = 'Argentine';
    });
    expect(() => parseWorldCup(file)).toThrow(/unknown teams "Ecuadorr" \(Group A on 2022-11-20\); "Argentine" \(Final on 2022-12-18\)/);
  });

  it('knows the teams from the group matches when there is no groups file', () => {
    const file = withMatches([{ round: 'Final', date: '2022-12-19', team1: 'France', team2: 'Narnia' }]);
    expect(() => parseOpenFootball(file, { fileName: 'wc.json' })).toThrow(/wc\.json: unknown team "Narnia"/);
  });

  it('still takes a team spelled one way in the groups and another in the matches, as one team', () => {
    const file = withMatches([], (matches) => {
      for (const match of matches) for (const side of ['team1', 'team2'] as const) if (match[side] === 'United States') match[side] = 'USA';
    });
    const season = parseWorldCup(file);
    expect(season.teams).toContain('United States');
    expect(season.teams).not.toContain('USA');
  });
});

describe('a fixture’s identity', () => {
  it('does not depend on its date or the time zone', () => {
    const keys = (season: ReturnType<typeof parseWorldCup>) => season.matches.map((match) => match.key);
    const moved = withMatches([], (matches) => {
      matches[0]!.date = '2022-11-19';
    });
    expect(keys(parseWorldCup(moved))).toEqual(keys(parseWorldCup(worldCupFile())));
    expect(keys(parseWorldCup(worldCupFile(), 'UTC'))).toEqual(keys(parseWorldCup(worldCupFile())));
    expect(parseWorldCup(worldCupFile()).matches[0]!.key).toBe('Group A:Qatar:Ecuador');
  });

  it('is the file’s match number when it has one, and must be unique', () => {
    const numbered = withMatches([], (matches) => matches.forEach((match, index) => (match.num = index + 1)));
    expect(parseWorldCup(numbered).matches.map((match) => match.key).slice(0, 2)).toEqual(['#1', '#2']);
    const twice = withMatches([{ ...worldCupFile().matches![0]!, date: '2022-11-30' }]);
    expect(() => parseWorldCup(twice)).toThrow(/Qatar–Ecuador is in the file twice \(2022-11-20 and 2022-11-30\)/);
  });
});

describe('scores against their goals', () => {
  it('finds the half-time scores the real 2022 file gets wrong, and keeps what its goals say', () => {
    // Morata scored at 11' (Spain led 1-0 at the break), Serbia–Switzerland was 2-2 after
    // Embolo's 44', Molina put Argentina ahead at 35'.
    const season = parseWorldCup(worldCupFile());
    expect(season.warnings).toEqual([
      'worldcup-2022.json: Japan–Spain (2022-12-01): half-time 0-0 given, but the goal minutes make it 0-1; the goals are kept',
      'worldcup-2022.json: Serbia–Switzerland (2022-12-02): half-time 2-1 given, but the goal minutes make it 2-2; the goals are kept',
      'worldcup-2022.json: Netherlands–Argentina (2022-12-09): half-time 1-0 given, but the goal minutes make it 0-1; the goals are kept',
    ]);
    const japanSpain = season.matches.find((match) => match.home === 'Japan' && match.away === 'Spain')!;
    expect(japanSpain.result).toMatchObject({ halfTime: [0, 1], fullTime: [2, 1] });
  });

  it('keeps the goals when a half-time score contradicts their minutes, and says so', () => {
    const file = withMatches([], (matches) => {
      matches[0]!.score = { ft: [0, 2], ht: [0, 0] }; // Valencia scored at 16' and 31'
    });
    const season = parseWorldCup(file);
    expect(season.matches[0]!.result!.halfTime).toEqual([0, 2]);
    expect(season.warnings).toContain(
      'worldcup-2022.json: Qatar–Ecuador (2022-11-20): half-time 0-0 given, but the goal minutes make it 0-2; the goals are kept',
    );
  });

  it('keeps the goals over a regular-time score that contradicts them in a match with extra time', () => {
    const file = withMatches([], (matches) => {
      matches.at(-1)!.score = { ...matches.at(-1)!.score, ft: [3, 2] }; // the final was 2-2 after 90'
    });
    const season = parseWorldCup(file);
    expect(season.matches.at(-1)!.result!.fullTime).toEqual([2, 2]);
    expect(season.warnings).toContainEqual(expect.stringMatching(/Argentina–France \(2022-12-18\): 3-2 after 90 minutes given, but the goal minutes make it 2-2/));
  });

  it('leaves out a half-time score above the full-time one when no goals are listed', () => {
    const season = parseOpenFootball({ name: 'Cup 2024', matches: [{ date: '2024-05-01', team1: 'A', team2: 'B', score: { ft: [1, 0], ht: [2, 0] } }] });
    expect(season.matches[0]!.result!.halfTime).toBeNull();
    expect(season.warnings[0]).toMatch(/half-time 2-0 is more than full time 1-0/);
  });
});

describe('the file’s shape', () => {
  it('names the file and the entry at fault', () => {
    expect(() => checkFile({ name: 'X 2024', matches: [{ date: '2024-01-01', team1: 'A', team2: 'B' }, { date: '2024-01-02', team1: 'A' }] }, 'x.json')).toThrow(
      'x.json: match 2 needs team1 and team2',
    );
    expect(() => checkFile({ name: 'X 2024', rounds: [{ name: 'Matchday 1', matches: [{ date: 5, team1: 'A', team2: 'B' }] }] }, 'x.json')).toThrow(
      'x.json: Matchday 1: match 1 has no date',
    );
    expect(() => checkFile([], 'x.json')).toThrow('x.json: not an openfootball season');
  });

  it('refuses a score with a side missing, naming the match’s teams and date', () => {
    const file = (match: Record<string, unknown>) => ({ name: 'X 2024', rounds: [{ name: 'Matchday 1', matches: [{ date: '2024-01-06', team1: 'A', team2: 'B', ...match }] }] });
    expect(() => checkFile(file({ score: { ft: [2, null] } }), 'x.json')).toThrow('x.json: Matchday 1: match 1 has a score "ft" of [2,null], not a pair of whole numbers (A–B on 2024-01-06)');
    expect(() => checkFile(file({ score: { ft: [2] } }), 'x.json')).toThrow('x.json: Matchday 1: match 1 has a score "ft" of [2], not a pair of whole numbers (A–B on 2024-01-06)');
    expect(() => checkFile(file({ score1: 2, score2: null }), 'x.json')).toThrow('x.json: Matchday 1: match 1 has a score1 without its score2 (A–B on 2024-01-06)');
    expect(() => checkFile(file({ score1p: null, score2p: 4 }), 'x.json')).toThrow('x.json: Matchday 1: match 1 has a score2p without its score1p (A–B on 2024-01-06)');
    expect(() => checkFile(file({ score2: '1' }), 'x.json')).toThrow('x.json: Matchday 1: match 1 has a score2 of "1", not a whole number (A–B on 2024-01-06)');
    // Neither side: a fixture without a result, as openfootball writes one.
    expect(() => checkFile(file({ score1: null, score2: null }), 'x.json')).not.toThrow();
  });
});
