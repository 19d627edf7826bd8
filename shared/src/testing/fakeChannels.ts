// Realtime channels a test publishes on, handed over the way the realtime client hands them.
import { Subject } from 'rxjs';
import type { ChannelEvent } from '@matchday/shared/realtime/realtimeClient';

export function fakeChannels() {
  const subjects = new Map<string, Subject<ChannelEvent<unknown>>>();
  const channel = <T>(name: string) => {
    if (!subjects.has(name)) subjects.set(name, new Subject());
    return subjects.get(name)! as unknown as Subject<ChannelEvent<T>>;
  };
  const publish = (name: string, data: unknown) => subjects.get(name)?.next({ type: 'message', seq: 0, data, sentAt: 0 });
  const resync = (name: string) => subjects.get(name)?.next({ type: 'resync' });
  return { channel, publish, resync, watched: () => [...subjects.entries()].filter(([, subject]) => subject.observed).map(([name]) => name) };
}
