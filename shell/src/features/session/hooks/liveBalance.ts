// The signed-in user's balance follows every coin movement, in every open tab: the api publishes
// each committed balance on the user's realtime channel. When messages were missed for good
// (`resync`) the balance is read again. Visitors never load the realtime client.
import { channels } from '@matchday/contracts/realtime/protocol';
import type { WatchChannel } from '@matchday/shared/realtime/realtimeClient';
import { sessionStore, setBalance } from '@matchday/shared/stores/sessionStore';
import type { Unsubscribable } from 'rxjs';
import { readBalance } from '../api/balanceApi';

async function refetchBalance(): Promise<void> {
  const token = sessionStore.getState().token;
  const data = await readBalance();
  if (sessionStore.getState().token === token) setBalance(data.balance);
}

/** Follows one user's channel until the returned handle is unsubscribed. */
export function followBalance(userId: string, watch: WatchChannel, refetch: () => Promise<void> = refetchBalance): Unsubscribable {
  return watch(channels.user(userId)).subscribe((event) => {
    if (event.type === 'message' && event.data.type === 'balance') setBalance(event.data.balance);
    else if (event.type === 'resync') refetch().catch(() => undefined);
  });
}
