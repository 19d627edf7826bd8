// What a signed-in user's session keeps live, loaded with one request when they sign in (visitors
// never download it, nor the realtime client): the balance, and the fan's match alerts.
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { startMatchAlerts } from '../alerts/startMatchAlerts';
import { followBalance } from './liveBalance';

/** Starts both; returns what stops them. */
export function startLiveSession(userId: string): () => void {
  const balance = followBalance(userId, watchChannel);
  const stopAlerts = startMatchAlerts();
  return () => {
    balance.unsubscribe();
    stopAlerts();
  };
}
