// Competitions, seasons, teams and players a provider sends, known by the provider's id
// (`provider_refs`), never by their name: one day of API-Football lists seventeen "Premier
// League"s and nine "Cup"s, and clubs of one name play in several countries. A row is named as
// the provider names it now (a club renamed under its id is renamed here). On first sight a
// provider's thing adopts the row an import or the engine made of it — same name, the same country
// where both say one, and not already another id's — so a season imported before a feed took it
// over stays one competition with the same teams; otherwise it gets a row of its own, marked with
// its origin, whose name may repeat another's.
import type { Queryable } from '../../../db/database';
import { teamColours } from '../teamColours';
import type { FeedCompetition, FeedPlayer, FeedProvider, FeedTeam } from '../feeds/feedModel';

type Kind = 'competition' | 'season' | 'team' | 'player' | 'match';

export async function providerRef(db: Queryable, provider: FeedProvider, kind: Kind, providerId: string): Promise<string | null> {
  const [row] = await db.query<{ local_id: string }>('SELECT local_id::text AS local_id FROM provider_refs WHERE provider = $1 AND kind = $2 AND provider_id = $3', [
    provider,
    kind,
    providerId,
  ]);
  return row?.local_id ?? null;
}

export async function rememberRef(db: Queryable, provider: FeedProvider, kind: Kind, providerId: string, localId: string): Promise<void> {
  await db.query('INSERT INTO provider_refs (provider, kind, provider_id, local_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [provider, kind, providerId, localId]);
}

/** A row's origin when the provider brought it: names repeat across origins, never within one. */
export const originOf = (provider: FeedProvider, providerId: string) => `${provider}:${providerId}`;

/** Countries agree when both are known and equal (the providers' words differ in case), or either is not said. */
const sameCountry = (a: string, b: string) => a === '' || b === '' || a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The local row (origin '') of that name and country no id of this provider holds yet, to adopt. */
async function adoptable(
  tx: Queryable,
  provider: FeedProvider,
  table: 'competitions' | 'teams',
  kind: 'competition' | 'team',
  thing: { sport: string; discipline: string; name: string; country: string },
): Promise<string | null> {
  const rows = await tx.query<{ id: string; country: string }>(
    `SELECT t.id::text AS id, t.country FROM ${table} t
     WHERE t.sport = $1 AND t.discipline = $2 AND t.name = $3 AND t.origin = ''
       AND NOT EXISTS (SELECT 1 FROM provider_refs r WHERE r.provider = $4 AND r.kind = $5 AND r.local_id = t.id)`,
    [thing.sport, thing.discipline, thing.name, provider, kind],
  );
  return rows.find((row) => sameCountry(row.country, thing.country))?.id ?? null;
}

/** The competition the provider's id names: adopted or created on first sight, renamed as the provider names it now. */
export async function providerCompetition(tx: Queryable, provider: FeedProvider, competition: FeedCompetition): Promise<string> {
  const known = await providerRef(tx, provider, 'competition', competition.providerId);
  if (known) {
    await tx.query(
      `UPDATE competitions SET name = $2, short_name = $3, country = CASE WHEN $4 = '' THEN country ELSE $4 END
       WHERE id = $1 AND (name <> $2 OR short_name <> $3 OR ($4 <> '' AND country <> $4))
         AND NOT EXISTS (SELECT 1 FROM competitions o WHERE o.sport = competitions.sport AND o.discipline = competitions.discipline AND o.name = $2 AND o.origin = competitions.origin AND o.id <> $1)`,
      [known, competition.name, competition.shortName, competition.country],
    );
    return known;
  }
  let id = await adoptable(tx, provider, 'competitions', 'competition', competition);
  if (!id) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO competitions (sport, discipline, name, short_name, country, format, tier, source, logo_url, origin) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (sport, discipline, name, origin) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
      [
        competition.sport,
        competition.discipline,
        competition.name,
        competition.shortName,
        competition.country,
        competition.format,
        competition.tier,
        provider,
        competition.logoUrl ?? null,
        originOf(provider, competition.providerId),
      ],
    );
    id = row!.id;
  }
  await rememberRef(tx, provider, 'competition', competition.providerId, id);
  return id;
}

/** The season the provider's key names (a league's year), labelled as the league runs it; a label learnt later renames it. */
export async function providerSeason(tx: Queryable, provider: FeedProvider, competitionId: string, seasonKey: string, label: string): Promise<string> {
  const known = await providerRef(tx, provider, 'season', seasonKey);
  if (known) {
    await tx.query(
      `UPDATE seasons SET name = $2 WHERE id = $1 AND name <> $2
         AND NOT EXISTS (SELECT 1 FROM seasons o WHERE o.competition_id = seasons.competition_id AND o.name = $2)`,
      [known, label],
    );
    return known;
  }
  await tx.query('INSERT INTO seasons (competition_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [competitionId, label]);
  const [row] = await tx.query<{ id: string }>('SELECT id::text AS id FROM seasons WHERE competition_id = $1 AND name = $2', [competitionId, label]);
  await rememberRef(tx, provider, 'season', seasonKey, row!.id);
  return row!.id;
}

/** The team the provider's id names: adopted or created on first sight, renamed as the provider names it now. */
export async function providerTeam(tx: Queryable, provider: FeedProvider, sport: string, discipline: string, team: FeedTeam): Promise<string> {
  const known = await providerRef(tx, provider, 'team', team.providerId);
  if (known) {
    await tx.query(
      `UPDATE teams SET name = $2, short_name = $3, country = CASE WHEN $4 = '' THEN country ELSE $4 END
       WHERE id = $1 AND (name <> $2 OR short_name <> $3 OR ($4 <> '' AND country <> $4))
         AND NOT EXISTS (SELECT 1 FROM teams o WHERE o.sport = teams.sport AND o.discipline = teams.discipline AND o.name = $2 AND o.origin = teams.origin AND o.id <> $1)`,
      [known, team.name, team.shortName, team.country],
    );
    return known;
  }
  let id = await adoptable(tx, provider, 'teams', 'team', { sport, discipline, name: team.name, country: team.country });
  if (!id) {
    const colours = teamColours(team.name);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO teams (sport, discipline, name, short_name, country, primary_colour, secondary_colour, logo_url, origin) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (sport, discipline, name, origin) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
      [sport, discipline, team.name, team.shortName, team.country, colours.primary, colours.secondary, team.logoUrl ?? null, originOf(provider, team.providerId)],
    );
    id = row!.id;
  }
  await rememberRef(tx, provider, 'team', team.providerId, id);
  return id;
}

/**
 * A team's players as the provider lists them, by the provider's id where it gives one (a player
 * who moved club keeps his row and follows him; one renamed is renamed), else by name in the team.
 * Returns each player's row, by the provider's id or, for one without, `name:<name>`.
 */
export async function providerPlayers(tx: Queryable, provider: FeedProvider, teamId: string, players: readonly FeedPlayer[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const withId = players.filter((player) => player.providerId);
  const refs = withId.length
    ? await tx.query<{ provider_id: string; local_id: string }>(
        `SELECT provider_id, local_id::text AS local_id FROM provider_refs WHERE provider = $1 AND kind = 'player' AND provider_id = ANY($2::text[])`,
        [provider, withId.map((player) => player.providerId)],
      )
    : [];
  const known = new Map(refs.map((ref) => [ref.provider_id, ref.local_id]));
  for (const player of players) {
    const origin = player.providerId ? originOf(provider, player.providerId) : '';
    const local = player.providerId ? known.get(player.providerId) : undefined;
    if (local) {
      await tx.query(
        `UPDATE players SET team_id = $2, name = $3, position = CASE WHEN $4 = '' THEN position ELSE $4 END, shirt_number = COALESCE($5, shirt_number)
         WHERE id = $1 AND (team_id <> $2 OR name <> $3 OR ($4 <> '' AND position <> $4) OR shirt_number IS DISTINCT FROM COALESCE($5, shirt_number))
           AND NOT EXISTS (SELECT 1 FROM players o WHERE o.team_id = $2 AND o.name = $3 AND o.origin = players.origin AND o.id <> $1)`,
        [local, teamId, player.name, player.position, player.number],
      );
      ids.set(player.providerId!, local);
      continue;
    }
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO players (team_id, name, position, shirt_number, origin) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (team_id, name, origin) DO UPDATE SET position = CASE WHEN EXCLUDED.position = '' THEN players.position ELSE EXCLUDED.position END,
         shirt_number = COALESCE(EXCLUDED.shirt_number, players.shirt_number)
       RETURNING id::text AS id`,
      [teamId, player.name, player.position, player.number, origin],
    );
    if (player.providerId) {
      await rememberRef(tx, provider, 'player', player.providerId, row!.id);
      ids.set(player.providerId, row!.id);
    } else ids.set(`name:${player.name}`, row!.id);
  }
  return ids;
}

/** The key `providerPlayers` answers a player's row under. */
export const playerKey = (player: Pick<FeedPlayer, 'providerId' | 'name'>) => player.providerId ?? `name:${player.name}`;
