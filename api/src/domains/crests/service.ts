// What a team's crest, a competition's logo and a streamer's picture are: the picture the thing
// has (a provider's, kept by the api; an avatar the streamer uploaded), else a badge drawn from
// its name and colours. Every team, competition and streamer has one.
import type { Database } from '../../db/database';
import type { AccountsService } from '../accounts/service';
import { derivedColours, teamColours } from '../sports/teamColours';
import { badgeSvg, type BadgeInput } from './badge';
import type { ProviderImages } from './providerImages';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** A day: a team's colours or picture change rarely, and a revalidation costs a 304. */
const DAY_SECONDS = 24 * 60 * 60;
/** A badge drawn in place of a picture not had yet, and a streamer's (who may change theirs). */
const HOUR_SECONDS = 60 * 60;

export interface CrestImage {
  contentType: string;
  body: Buffer | string;
  /** How long a browser or CDN may keep it before asking again. */
  maxAgeSeconds: number;
}

export class CrestsService {
  constructor(
    private readonly db: Database,
    private readonly pictures: ProviderImages,
    private readonly accounts: AccountsService,
  ) {}

  async team(id: string): Promise<CrestImage | undefined> {
    const [row] = await this.db.query<{ name: string; short_name: string; primary_colour: string | null; secondary_colour: string | null; logo_url: string | null }>(
      'SELECT name, short_name, primary_colour, secondary_colour, logo_url FROM teams WHERE id = $1',
      [id],
    );
    if (!row) return undefined;
    // Teams stored before colours were kept get theirs as a sync or import would have written them.
    const colours = row.primary_colour && row.secondary_colour ? { primary: row.primary_colour, secondary: row.secondary_colour } : teamColours(row.name);
    return this.pictureOr(row.logo_url, { seed: `team:${id}`, name: row.name, shortName: row.short_name, colours });
  }

  async competition(id: string): Promise<CrestImage | undefined> {
    const [row] = await this.db.query<{ name: string; short_name: string; logo_url: string | null }>('SELECT name, short_name, logo_url FROM competitions WHERE id = $1', [id]);
    if (!row) return undefined;
    return this.pictureOr(row.logo_url, { seed: `competition:${id}`, name: row.name, shortName: row.short_name, colours: derivedColours(`competition:${row.name}`) });
  }

  /** A streamer's picture (a room's id is its streamer's user id); nobody else's is served here. */
  async streamer(userId: string): Promise<CrestImage | undefined> {
    const [row] = await this.db.query<{ username: string; avatar_version: number }>(
      "SELECT username, avatar_version FROM users WHERE id = $1 AND 'streamer' = ANY(roles) AND status <> 'deleted'",
      [userId],
    );
    if (!row) return undefined;
    const avatar = Number(row.avatar_version) > 0 ? await this.accounts.avatar(userId) : undefined;
    if (avatar) return { contentType: avatar.contentType, body: avatar.bytes, maxAgeSeconds: HOUR_SECONDS };
    const badge = badgeSvg({ seed: `user:${userId}`, name: row.username, shortName: row.username, colours: derivedColours(`user:${userId}`), person: true });
    return { contentType: SVG_CONTENT_TYPE, body: badge, maxAgeSeconds: HOUR_SECONDS };
  }

  private async pictureOr(url: string | null, badge: BadgeInput): Promise<CrestImage> {
    const picture = url ? await this.pictures.image(url) : null;
    if (picture) return { contentType: picture.contentType, body: picture.bytes, maxAgeSeconds: DAY_SECONDS };
    return { contentType: SVG_CONTENT_TYPE, body: badgeSvg(badge), maxAgeSeconds: url ? HOUR_SECONDS : DAY_SECONDS };
  }
}
