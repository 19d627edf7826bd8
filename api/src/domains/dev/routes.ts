// Development only (never registered in production): the SMS inbox, so the README's demo and
// the end-to-end tests can read a verification code that would otherwise arrive by SMS; "play
// now", which moves the kick-off of a coming match the engine plays (its own, or a replay's)
// hours back so the engine plays the whole match at its next tick (a match takes minutes to
// hours of real time otherwise); "kick off now", which starts one live (an imported match that
// is not a replay is never played, and both say so); and the clock, which the end-to-end tests
// move forward instead of waiting (a rate limit's minute, a match's minutes): a move answers
// once the engine has played up to the new time, and is kept for the api's next start.
import { DEV_PATHS } from '@matchday/contracts/dev/contract';
import { phoneSchema } from '@matchday/contracts/accounts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MovableClock, type Clock } from '../../clock';
import { ok, refuse } from '../../http/envelope';
import { numericId, route } from '../../http/route';
import type { DevelopmentSmsSender } from '../../sms/smsSender';
import { PLAYABLE } from '../sports/engine/unplayed';
import { saveClockOffset } from './devClock';

const inboxQuerySchema = z.object({ phone: phoneSchema });
/** At most a day at a time: enough for any test, and a typo cannot throw the clock years ahead. */
const clockMoveSchema = z.object({ seconds: z.number().int().min(1).max(86_400) });

/** Longer than any match lasts, so the engine's next tick plays it to the end. */
const PLAY_NOW_HOURS = 6;

export async function devRoutes(app: FastifyInstance, { sms, clock }: { sms: DevelopmentSmsSender; clock: Clock }): Promise<void> {
  /** Why the engine cannot play a match now: none such, an imported one (never played), or one under way, due or over. */
  const whyNotPlayed = async (id: string) => {
    const [match] = await app.db.query<{ playable: boolean }>(`SELECT ${PLAYABLE} AS playable FROM matches m WHERE id = $1`, [id]);
    if (!match) return refuse('api.tips.matchNotFound', 404);
    return match.playable ? refuse('api.tips.matchStarted', 409) : refuse('api.dev.importedNotPlayed', 409);
  };

  route(
    app,
    { method: 'POST', path: DEV_PATHS.devPlayNow, inputs: { params: { id: numericId('api.tips.matchNotFound') } } },
    async (_request, { params }) => {
      const [match] = await app.db.query<{ id: string }>(
        `UPDATE matches m SET starts_at = $2, version = version + 1, updated_at = $3
         WHERE id = $1 AND status = 'not_started' AND ${PLAYABLE} AND starts_at > $3 RETURNING id::text AS id`,
        [params.id, new Date(clock.now().getTime() - PLAY_NOW_HOURS * 3600_000), clock.now()],
      );
      if (!match) throw await whyNotPlayed(params.id);
      return ok({ id: match.id });
    },
  );

  // Kick-off now: the engine plays the match live from its next tick, at its own pace (tests
  // that need a match in progress whatever the hour). A coming match only, as for "play now": one
  // whose kick-off has passed is the engine's to play (a fresh api catching up on its past day
  // holds it in the tick under way, and would finish it over the new kick-off).
  route(
    app,
    { method: 'POST', path: DEV_PATHS.devKickOff, inputs: { params: { id: numericId('api.tips.matchNotFound') } } },
    async (_request, { params }) => {
      const [match] = await app.db.query<{ id: string }>(
        `UPDATE matches m SET starts_at = $2, version = version + 1, updated_at = $2
         WHERE id = $1 AND status = 'not_started' AND ${PLAYABLE} AND starts_at > $2 RETURNING id::text AS id`,
        [params.id, clock.now()],
      );
      if (!match) throw await whyNotPlayed(params.id);
      return ok({ id: match.id });
    },
  );

  if (clock instanceof MovableClock) {
    route(app, { method: 'GET', path: DEV_PATHS.devClock }, async () => ok({ now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds }));
    route(app, { method: 'POST', path: DEV_PATHS.devClock, inputs: { body: clockMoveSchema } }, async (_request, { body }) => {
      const now = clock.advance(body.seconds);
      await saveClockOffset(app.db, clock);
      await clock.settle();
      app.log.info({ seconds: body.seconds, offsetSeconds: clock.offsetSeconds }, 'the development clock moved forward');
      return ok({ now: now.toISOString(), offsetSeconds: clock.offsetSeconds });
    });
  }

  route(app, { method: 'GET', path: DEV_PATHS.devSms, inputs: { query: inboxQuerySchema } }, async (_request, { query }) =>
    ok({ messages: sms.messagesTo(query.phone) }),
  );
}
