import type { CursorPage } from '@matchday/contracts/http/paging';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './AppProviders';
import { PagedList } from './PagedList';
import { usePagedList } from './usePagedList';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';

interface Row {
  id: string;
  name: string;
}
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id: String(id), name: `Row ${id}` }));
const page = (items: Row[], next: string | null): CursorPage<Row> => ({ items, next });

/** A read whose answers the test gives, one per call, in any order. */
function controlledRead() {
  const calls: { cursor: string | null; resolve: (page: CursorPage<Row>) => void; reject: (error: Error) => void }[] = [];
  const read = vi.fn(
    (cursor: string | null) =>
      new Promise<CursorPage<Row>>((resolve, reject) => {
        calls.push({ cursor, resolve, reject });
      }),
  );
  const answer = async (index: number, value: CursorPage<Row> | Error) => {
    await act(async () => {
      if (value instanceof Error) calls[index]!.reject(value);
      else calls[index]!.resolve(value);
    });
  };
  return { read, calls, answer };
}

function Rows({ listKey, read, emptyTitle }: { listKey: string | null; read: (cursor: string | null) => Promise<CursorPage<Row>>; emptyTitle?: string }) {
  const list = usePagedList(listKey, read, { identify: (row) => row.id });
  return (
    <PagedList
      list={list}
      emptyTitle={emptyTitle}
      container={(items) => <ul data-testid="rows">{items}</ul>}
      renderItem={(row) => (
        <li key={row.id} data-testid="row">
          {row.name}
        </li>
      )}
    />
  );
}

const shown = () => screen.queryAllByTestId('row').map((row) => row.textContent);
const renderRows = (props: Parameters<typeof Rows>[0]) => render(<Rows {...props} />, { wrapper: AppProviders });

describe('PagedList with usePagedList', () => {
  beforeAll(() => initI18n('en_US'));
  beforeEach(() => i18n.changeLanguage('en_US'));

  it('shows the first page, then each next one under it with "Load more", and "No more" at the end', async () => {
    const { read, calls, answer } = controlledRead();
    renderRows({ listKey: 'rows', read });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await answer(0, page(rows(1, 2), 'c1'));
    expect(shown()).toEqual(['Row 1', 'Row 2']);
    expect(screen.queryByTestId('no-more')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(calls[1]!.cursor).toBe('c1');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
    await answer(1, page(rows(3, 4), 'c2'));
    expect(shown()).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await answer(2, page(rows(5), null));
    expect(shown()).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('no-more')).toHaveTextContent('No more');
    expect(read.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'c1', 'c2']);
  });

  it('says nothing more under a list of one page, and shows the empty view for no rows', async () => {
    const one = controlledRead();
    const { unmount } = renderRows({ listKey: 'one', read: one.read });
    await one.answer(0, page(rows(1), null));
    expect(shown()).toEqual(['Row 1']);
    expect(screen.queryByTestId('no-more')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    unmount();
    const none = controlledRead();
    renderRows({ listKey: 'none', read: none.read, emptyTitle: 'No orders yet' });
    await none.answer(0, page([], null));
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No orders yet');
  });

  it('shows the failed view when the first page fails, and reads it again on "Try again"', async () => {
    const { read, answer } = controlledRead();
    renderRows({ listKey: 'rows', read });
    await answer(0, new Error('offline'));
    expect(screen.getByTestId('error-state')).toHaveTextContent('Failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(read).toHaveBeenLastCalledWith(null);
    await answer(1, page(rows(1), null));
    expect(shown()).toEqual(['Row 1']);
  });

  it('keeps the rows read when a further page fails, and asks for that page again on "Try again"', async () => {
    const { read, answer } = controlledRead();
    renderRows({ listKey: 'rows', read });
    await answer(0, page(rows(1, 2), 'c1'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await answer(1, new Error('offline'));
    expect(shown()).toEqual(['Row 1', 'Row 2']);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(read).toHaveBeenLastCalledWith('c1');
    await answer(2, page(rows(3), null));
    expect(shown()).toEqual(['Row 1', 'Row 2', 'Row 3']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops the answer for an older key, even when it comes last', async () => {
    const { read, answer } = controlledRead();
    const { rerender } = renderRows({ listKey: 'football', read });
    rerender(<Rows listKey="basketball" read={read} />);
    await answer(1, page(rows(7), null));
    expect(shown()).toEqual(['Row 7']);
    await answer(0, page(rows(1, 2), 'c1'));
    expect(shown()).toEqual(['Row 7']);
  });

  it('asks once for a double click on "Load more", and never shows a row twice', async () => {
    const { read, answer } = controlledRead();
    renderRows({ listKey: 'rows', read });
    await answer(0, page(rows(1, 2), 'c1'));
    const more = screen.getByRole('button', { name: 'Load more' });
    await act(async () => {
      more.click();
      more.click();
    });
    expect(read).toHaveBeenCalledTimes(2);
    await answer(1, page(rows(2, 3), null));
    expect(shown()).toEqual(['Row 1', 'Row 2', 'Row 3']);
  });
});

describe('usePagedList', () => {
  it('reads nothing without a key, and starts when one comes', async () => {
    const { read, answer } = controlledRead();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => usePagedList(key, read), { initialProps: { key: null as string | null } });
    expect(result.current.status).toBe('idle');
    expect(read).not.toHaveBeenCalled();
    rerender({ key: 'replies' });
    expect(result.current.status).toBe('loading');
    await answer(0, page(rows(1), 'c1'));
    expect(result.current).toMatchObject({ status: 'ready', items: rows(1), pages: 1, latest: { next: 'c1' } });
    rerender({ key: null });
    expect(result.current).toMatchObject({ status: 'idle', items: [] });
  });

  it('changes rows without reading, and on reload keeps them shown until the first page is back', async () => {
    const { read, answer } = controlledRead();
    const { result } = renderHook(() => usePagedList('rows', read));
    await answer(0, page(rows(1, 2), null));
    act(() => result.current.update((items) => [{ id: '0', name: 'Posted here' }, ...items.filter((row) => row.id !== '2')]));
    expect(result.current.items.map((row) => row.name)).toEqual(['Posted here', 'Row 1']);
    act(() => result.current.reload());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ status: 'end', reloading: true, items: [{ name: 'Posted here' }, { name: 'Row 1' }] });
    await answer(1, page(rows(0, 1, 9), 'c9'));
    expect(result.current).toMatchObject({ status: 'ready', pages: 1, reloading: false });
    expect(result.current.items.map((row) => row.id)).toEqual(['0', '1', '9']);
    // While the first page is read again, "load more" waits for it: no page of the old reading is added.
    act(() => result.current.reload());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    act(() => result.current.loadMore());
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads a page after the end or during a read only once asked and able to', async () => {
    const { read, answer } = controlledRead();
    const { result } = renderHook(() => usePagedList('rows', read));
    act(() => result.current.loadMore()); // nothing read yet: nothing to go on from
    expect(read).toHaveBeenCalledTimes(1);
    await answer(0, page(rows(1), null));
    act(() => result.current.loadMore()); // the end
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("a list the page's first screen was drawn from", () => {
  const first = { pattern: '/api/rows', params: { pageSize: 2 } };
  afterEach(() => provideFirstAnswers({}));

  it('starts from the embedded first page, reads it no more, and reads on from its cursor', async () => {
    provideFirstAnswers({ [firstReadKey(first)]: page(rows(1, 2), 'c2') });
    const { read, calls, answer } = controlledRead();
    const { result } = renderHook(() => usePagedList('all', read, { identify: (row) => row.id, first }));
    expect(result.current.status).toBe('ready');
    expect(result.current.items.map((row) => row.id)).toEqual(['1', '2']);
    await act(async () => undefined);
    expect(read).not.toHaveBeenCalled();
    act(() => result.current.loadMore());
    expect(calls.map((call) => call.cursor)).toEqual(['c2']);
    await answer(0, page(rows(3), null));
    expect(result.current.status).toBe('end');
    expect(result.current.items.map((row) => row.id)).toEqual(['1', '2', '3']);
  });

  it('reads as ever under another key, or when nothing was embedded', async () => {
    const { read, calls } = controlledRead();
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, read, { first }), { initialProps: { key: 'all' } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(1));
    provideFirstAnswers({ [firstReadKey(first)]: page(rows(1), null) });
    rerender({ key: 'other' });
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
