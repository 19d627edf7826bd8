// Realtime channels a test publishes on, handed over the way the realtime client hands them:
// typed by the protocol's map, so a test publishes only what the api could publish on a channel.
import { Subject, type Observable } from 'rxjs';
import type { ChannelName, PayloadOf } from '@matchday/contracts/realtime/protocol';
import type { ChannelEvent, WatchChannel } from '@matchday/shared/realtime/realtimeClient';

export function fakeChannels() {
  const subjects = new Map<string, Subject<ChannelEvent>>();
  const subjectOf = (name: string) => {
    if (!subjects.has(name)) subjects.set(name, new Subject());
    return subjects.get(name)!;
  };
  const channel: WatchChannel = <C extends ChannelName>(name: C) => subjectOf(name) as Observable<ChannelEvent<PayloadOf<C>>>;
  const publish = <C extends ChannelName>(name: C, data: PayloadOf<C>) => subjects.get(name)?.next({ type: 'message', seq: 0, data, sentAt: 0 });
  const resync = (name: ChannelName) => subjects.get(name)?.next({ type: 'resync' });
  return { channel, publish, resync, watched: () => [...subjects.entries()].filter(([, subject]) => subject.observed).map(([name]) => name) };
}
