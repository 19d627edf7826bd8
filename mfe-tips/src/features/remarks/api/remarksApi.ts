// The remarks page's read: experts' remarks on their settled plans, newest first.
import { remarkListRead, type Remark } from '@matchday/shared/api/tips';
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function listRemarks(cursor: string | null): Promise<CursorPage<Remark>> {
  const { pattern, params } = remarkListRead(cursor);
  return (await http.get(pattern, { notifyErrors: false, params })).data;
}
