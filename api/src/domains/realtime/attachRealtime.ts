// Realtime on the api's HTTP server: the websocket endpoint, and the domain events that become
// channel messages (a committed balance change goes to its owner's channel, in every tab) or
// control messages between api processes (sessions that ended, whose connections every process
// closes). The process holds as many websockets as its open-files limit leaves room for, unless
// told (connectionCap.ts).
import { channels, SESSIONS_CONTROL_CHANNEL, type SessionsEndedEvent } from '@matchday/contracts/realtime/protocol';
import type { UserNotification } from '@matchday/contracts/sports/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AccountsService } from '../accounts/service';
import { SESSIONS_ENDED } from '../accounts/sessionsEnded';
import type { Broker } from './broker';
import { descriptorBudget, readOpenFileLimit } from './connectionCap';
import { RealtimeServer, type RealtimeServerOptions } from './realtimeServer';

export function attachRealtime(
  app: FastifyInstance,
  {
    broker,
    db,
    accounts,
    clock,
    secret,
    trustedProxies,
    caps,
    onViewersChanged,
  }: {
    broker: Broker;
    db: Database;
    accounts: AccountsService;
    clock: Clock;
    secret: string;
    trustedProxies?: string[];
    caps?: RealtimeServerOptions['caps'];
    onViewersChanged?: RealtimeServerOptions['onViewersChanged'];
  },
): RealtimeServer {
  const realtime = new RealtimeServer({
    broker,
    clock,
    secret,
    trustedProxies,
    caps: { ...caps, perProcess: caps?.perProcess ?? descriptorBudget(readOpenFileLimit(), db.kind).maxConnections },
    authenticate: async (token) => {
      const user = await accounts.authenticate(token);
      return user && !user.banned ? { userId: user.id, sessionId: user.session_id, expiresAt: new Date(user.session_expires_at) } : null;
    },
    log: app.log,
    onViewersChanged,
  });
  realtime.attach(app.server);

  const onBalance = (userId: string, balance: number) => {
    const notification: UserNotification = { type: 'balance', balance };
    broker.publish(channels.user(userId), notification).catch((error: unknown) => app.log.error({ err: error }, 'balance notification failed'));
  };
  db.events.on('balance', onBalance);
  const onSessionsEnded = (event: SessionsEndedEvent) => {
    broker.publish(SESSIONS_CONTROL_CHANNEL, event).catch((error: unknown) => app.log.error({ err: error }, 'sessions-ended announcement failed'));
  };
  db.events.on(SESSIONS_ENDED, onSessionsEnded);

  // Before the HTTP server closes: open websockets would keep it waiting.
  app.addHook('preClose', async () => {
    db.events.off('balance', onBalance);
    db.events.off(SESSIONS_ENDED, onSessionsEnded);
    await realtime.close();
  });
  return realtime;
}
