// One page of one of the user's lists (orders, coin history, posts, published plans): the rows
// after `cursor` (null: the first), as `usePagedList` reads them.
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function readPage<T>(path: string, cursor: string | null): Promise<CursorPage<T>> {
  return (await http.get<CursorPage<T>>(path, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}
