import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore } from 'zustand';
import { HydrationBoundary, useHydrated, useStoreState } from './hydration';

interface Consent {
  accepted: boolean;
}

/** A frame rendered by the server for a visitor who has not consented, hydrated in a browser that has. */
function setUp() {
  const store = createStore<Consent>(() => ({ accepted: true }));
  const serverState = (): Consent => ({ accepted: false });
  const renders: { hydrated: boolean; accepted: boolean }[] = [];
  function Reader() {
    const hydrated = useHydrated();
    const accepted = useStoreState(store, (state) => state.accepted, serverState);
    renders.push({ hydrated, accepted });
    return <p data-accepted={String(accepted)}>{accepted ? 'welcome back' : 'please consent'}</p>;
  }
  const app = (hydrating: boolean) => (
    <HydrationBoundary hydrating={hydrating}>
      <Reader />
    </HydrationBoundary>
  );
  return { store, renders, app };
}

type Frame = ReturnType<typeof setUp>;

describe('reading a store in a hydrated frame', () => {
  let container: HTMLElement;
  let root: Root | null = null;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  /** Puts the server's frame in the page, then hydrates it; renders are counted from hydration on. */
  async function hydrate({ renders, app }: Frame, onRecoverableError?: (error: unknown) => void) {
    container.innerHTML = renderToString(app(true));
    const served = container.textContent;
    renders.length = 0;
    await act(async () => {
      root = hydrateRoot(container, app(true), { onRecoverableError });
    });
    return served;
  }

  it('reads what the server rendered until hydration ends, then the browser state, with no mismatch', async () => {
    const frame = setUp();
    const { renders } = frame;
    const errors: unknown[] = [];
    expect(await hydrate(frame, (error) => errors.push(error))).toBe('please consent');
    expect(errors).toEqual([]);
    expect(container.querySelector('p')?.dataset.accepted).toBe('true');
    expect(renders[0]).toEqual({ hydrated: false, accepted: false });
    expect(renders.at(-1)).toEqual({ hydrated: true, accepted: true });
  });

  it('never renders the browser state while the frame is still hydrating (React would redo it at once, outside the transition)', async () => {
    const frame = setUp();
    await hydrate(frame);
    expect(frame.renders.filter((render) => !render.hydrated && render.accepted)).toEqual([]);
  });

  it('follows the store after hydration', async () => {
    const frame = setUp();
    await hydrate(frame);
    act(() => frame.store.setState({ accepted: false }));
    expect(container.textContent).toBe('please consent');
  });
});
