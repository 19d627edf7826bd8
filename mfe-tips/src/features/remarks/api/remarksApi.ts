// The remarks page's read: experts' remarks on their settled plans, newest first.
import { TIPS_PATHS, type Remark } from '@matchday/shared/api/tips';
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function listRemarks(cursor: string | null, pageSize = 20): Promise<CursorPage<Remark>> {
  return (await http.get(TIPS_PATHS.remarks, { notifyErrors: false, params: { pageSize, ...(cursor ? { cursor } : {}) } })).data;
}
