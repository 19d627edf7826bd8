// The page's one event bus. Apps talk through it, never by importing each other.
import { type Observable, Subject, filter, map, share } from 'rxjs';
import { isBusTopic, type BusTopic, type BusTopics } from '@matchday/shared/bus/topics';

export interface BusMessage<K extends BusTopic = BusTopic> {
  topic: K;
  payload: BusTopics[K];
}

export interface EventBus {
  emit<K extends BusTopic>(topic: K, payload: BusTopics[K]): void;
  on<K extends BusTopic>(topic: K): Observable<BusTopics[K]>;
  /** Every message, for logging and tests. */
  readonly messages$: Observable<BusMessage>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusMessage>();
  const messages$ = subject.asObservable().pipe(share());
  return {
    emit(topic, payload) {
      // Types forbid undeclared topics; this catches untyped callers (plain JS, `as any`).
      if (!isBusTopic(topic)) throw new Error(`Undeclared event bus topic: ${String(topic)}`);
      subject.next({ topic, payload } as BusMessage);
    },
    on<K extends BusTopic>(topic: K) {
      if (!isBusTopic(topic)) throw new Error(`Undeclared event bus topic: ${String(topic)}`);
      return messages$.pipe(
        filter((message): message is BusMessage<K> => message.topic === topic),
        map((message) => message.payload),
      );
    },
    messages$,
  };
}

/**
 * The bus of this page. `@matchday/shared` is a federation singleton, so the shell and every
 * remote import this same instance.
 */
export const eventBus: EventBus = createEventBus();
