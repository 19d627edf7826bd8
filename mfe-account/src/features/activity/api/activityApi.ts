// The user's activity lists, a page at a time (the rows after `cursor`, null: the first), as
// `usePagedList` reads them: the plans they published and their posts.
import { COMMENT_PATHS, type MyComment } from '@matchday/contracts/comments/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import type { PublishedPlan } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

export async function listPublishedPlans(cursor: string | null): Promise<CursorPage<PublishedPlan>> {
  return (await http.get(PLAN_PATHS.publishedPlans, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}

export async function listMyPosts(cursor: string | null): Promise<CursorPage<MyComment>> {
  return (await http.get(COMMENT_PATHS.mine, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}
