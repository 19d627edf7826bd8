// The remarks page's read: experts' remarks on their settled plans, newest first.
import { type Remark, remarkListRead } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

export async function listRemarks(cursor: string | null): Promise<CursorPage<Remark>> {
  const { pattern, params } = remarkListRead(cursor);
  return (await http.get(pattern, { notifyErrors: false, params })).data;
}
