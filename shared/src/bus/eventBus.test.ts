import { BUS_TOPICS, isBusTopic, type BusTopic } from './topics';
import { createEventBus, eventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a message to every subscriber of its topic, and only to them', () => {
    const bus = createEventBus();
    const toasts: string[] = [];
    const alsoToasts: string[] = [];
    const navigations: string[] = [];
    bus.on('toast').subscribe((toast) => toasts.push(toast.message));
    bus.on('toast').subscribe((toast) => alsoToasts.push(toast.message));
    bus.on('navigate').subscribe(({ to }) => navigations.push(to));
    bus.emit('toast', { message: 'saved', severity: 'success' });
    bus.emit('navigate', { to: '/match' });
    expect(toasts).toEqual(['saved']);
    expect(alsoToasts).toEqual(['saved']);
    expect(navigations).toEqual(['/match']);
  });

  it('stops delivering after unsubscribe, and keeps no history for late subscribers', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.emit('navigate', { to: '/1' });
    const subscription = bus.on('navigate').subscribe(({ to }) => seen.push(to));
    bus.emit('navigate', { to: '/2' });
    subscription.unsubscribe();
    bus.emit('navigate', { to: '/3' });
    expect(seen).toEqual(['/2']);
  });

  it('refuses topics that are not declared', () => {
    const bus = createEventBus();
    expect(() => bus.emit('made.up' as BusTopic, {} as never)).toThrow(/Undeclared event bus topic/);
    expect(() => bus.on('made.up' as BusTopic)).toThrow(/Undeclared/);
  });

  it('declares every topic once, at run time too', () => {
    expect(new Set(BUS_TOPICS).size).toBe(BUS_TOPICS.length);
    expect(BUS_TOPICS).toContain('navigate');
    expect(BUS_TOPICS.every(isBusTopic)).toBe(true);
    expect(isBusTopic('toString')).toBe(false);
  });

  it('offers every message on one stream for logging', () => {
    const bus = createEventBus();
    const topics: string[] = [];
    bus.messages$.subscribe((message) => topics.push(message.topic));
    bus.emit('progress.start', { id: 'a' });
    bus.emit('progress.done', { id: 'a' });
    expect(topics).toEqual(['progress.start', 'progress.done']);
  });

  it('is one instance per page', async () => {
    const again = await import('@matchday/shared/bus/eventBus');
    expect(again.eventBus).toBe(eventBus);
  });
});
