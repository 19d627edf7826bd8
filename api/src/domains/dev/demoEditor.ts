// Development content (never in production): a demo editor, named as such, whose articles are
// about real matches of the engine (a result, a game in play or coming, an esports series), with
// covers and pictures drawn here and uploaded through the media service, and written, sanitised
// and published through the same news service as a real editor's. A newcomer's /news then has
// editors' articles beside the match reports, with no image from outside the site.
import type { Article } from '@matchday/contracts/news/contract';
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import type { MediaService } from '../media/service';
import type { NewsService } from '../news/service';
import { summariesByIds } from '../sports/queries';
import { demoPicture } from './demoPictures';
import { ensureDemoUser } from './demoUsers';

export const DEMO_EDITOR_NAME = 'Demo editor · Noor';
const DEMO_INVITE_CODE = 'DEMOEDT1';

/** One demo article per wish: the sport, and which of its matches it is about. */
const WISHES: readonly { sport: Sport; statuses: readonly MatchSummary['status'][] }[] = [
  { sport: 'football', statuses: ['finished', 'live', 'not_started'] },
  { sport: 'basketball', statuses: ['live', 'not_started', 'finished'] },
  { sport: 'esports', statuses: ['not_started', 'live', 'finished'] },
];

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The article's title and body for its match (English: an editor writes in one language). */
export function demoArticleText(match: MatchSummary, pictureUrl: string): { title: string; bodyHtml: string } {
  const [home, away, competition] = [escape(match.home.name), escape(match.away.name), escape(match.competition.name)];
  const picture = `<img src="${pictureUrl}" alt="${home} v ${away}">`;
  const demo = '<p><em>Demo content, written by the development services about a match the engine plays.</em></p>';
  if (match.status === 'finished') {
    const verdict =
      match.homeScore === match.awayScore ? 'shared the points' : match.homeScore > match.awayScore ? `${home} took the win` : `${away} took the win`;
    return {
      title: `${match.home.name} ${match.homeScore}–${match.awayScore} ${match.away.name}: the editor's view`.slice(0, 120),
      bodyHtml: `${demo}<h2>What the ${match.homeScore}–${match.awayScore} says</h2><p>${home} and ${away} met in the <strong>${competition}</strong>, and ${verdict}.</p>${picture}<h3>Three things we learned</h3><ul><li>${home} at home set the tempo early.</li><li>${away} answered in spells.</li><li>The table after this round is worth a look.</li></ul><blockquote>Every score here comes from the live engine, not from a real fixture.</blockquote>`,
    };
  }
  const when = match.status === 'live' ? 'is being played now' : 'is coming up';
  return {
    title: `${match.home.name} v ${match.away.name}: what to watch in the ${match.competition.name}`.slice(0, 120),
    bodyHtml: `${demo}<h2>${home} v ${away} ${when}</h2><p>The <strong>${competition}</strong> brings ${home} and ${away} together. Follow it live in the match centre.</p>${picture}<h3>What to watch</h3><ol><li>Who controls the opening minutes.</li><li>How ${away} handle the pressure away from home.</li></ol>`,
  };
}

export class DemoEditor {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly news: NewsService,
    private readonly media: MediaService,
  ) {}

  /** The demo editor's user (no phone: nobody signs in as them). */
  ensure(): Promise<string> {
    return ensureDemoUser(this.db, { username: DEMO_EDITOR_NAME, roles: ['user', 'editor'], inviteCode: DEMO_INVITE_CODE }, this.clock.now());
  }

  /**
   * Writes and publishes the demo articles the editor has not written yet; returns them. Every api
   * process calls it at start: one at a time does the work (a job lease), so no article is written twice.
   */
  async publish(): Promise<Article[]> {
    return (await withJobLease(this.db, 'demo-editor', 5 * 60_000, () => this.publishDue())) ?? [];
  }

  private async publishDue(): Promise<Article[]> {
    const editorId = await this.ensure();
    const written = await this.db.query<{ sport: Sport }>("SELECT sport FROM articles WHERE author_id = $1 AND kind = 'editorial'", [editorId]);
    const published: Article[] = [];
    for (const wish of WISHES) {
      if (written.some((article) => article.sport === wish.sport)) continue;
      const match = await this.matchFor(wish.sport, wish.statuses);
      if (!match) continue;
      const scene = wish.sport;
      const cover = await this.media.upload(editorId, 'image/png', demoPicture(scene, match.home.name, match.away.name));
      const inside = await this.media.upload(editorId, 'image/png', demoPicture(scene, match.away.name, match.home.name, 480, 270));
      const text = demoArticleText(match, inside.url);
      const draft = await this.news.create(editorId, {
        ...text,
        sport: wish.sport,
        coverUrl: cover.url,
        matchId: match.id,
        teamIds: [match.home.id, match.away.id],
      });
      published.push(await this.news.setStatus(draft.id, 'published'));
    }
    return published;
  }

  /** The sport's match nearest to now with the first status that has one. */
  private async matchFor(sport: Sport, statuses: readonly MatchSummary['status'][]): Promise<MatchSummary | null> {
    for (const status of statuses) {
      const [row] = await this.db.query<{ id: string }>(
        `SELECT id::text AS id FROM matches WHERE sport = $1 AND status = $2 ORDER BY abs(extract(epoch FROM starts_at - $3::timestamptz)), id LIMIT 1`,
        [sport, status, this.clock.now()],
      );
      if (row) return (await summariesByIds(this.db, [row.id]))[0] ?? null;
    }
    return null;
  }
}
