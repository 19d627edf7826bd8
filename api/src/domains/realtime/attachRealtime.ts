// Realtime on the api's HTTP server: the websocket endpoint, and the domain events that become
// channel messages (a committed balance change goes to its owner's channel, in every tab).
import { channels } from '@matchday/shared/realtime/protocol';
import type { UserNotification } from '@matchday/shared/api/sports';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { AccountsService } from '../accounts/service';
import type { Broker } from './broker';
import { RealtimeServer } from './realtimeServer';

export function attachRealtime(app: FastifyInstance, { broker, db, accounts }: { broker: Broker; db: Database; accounts: AccountsService }): RealtimeServer {
  const realtime = new RealtimeServer({
    broker,
    authenticate: async (token) => {
      const user = await accounts.authenticate(token);
      return user && !user.banned ? user.id : null;
    },
    log: app.log,
  });
  realtime.attach(app.server);

  const onBalance = (userId: string, balance: number) => {
    const notification: UserNotification = { type: 'balance', balance };
    broker.publish(channels.user(userId), notification).catch((error: unknown) => app.log.error({ err: error }, 'balance notification failed'));
  };
  db.events.on('balance', onBalance);

  // Before the HTTP server closes: open websockets would keep it waiting.
  app.addHook('preClose', async () => {
    db.events.off('balance', onBalance);
    await realtime.close();
  });
  return realtime;
}
