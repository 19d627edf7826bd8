// An editor's article as a zod schema (its own file: only the console loads it). The body is
// HTML from the editor; the api sanitises it before storing it.
import { isArticleImageUrl } from '@matchday/contracts/media/contract';
import { ARTICLE_BODY_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from '@matchday/contracts/news/contract';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { z } from 'zod';

const id = z.string().regex(/^[1-9]\d{0,17}$/, 'api.invalidField');

export const articleSchema = z.object({
  title: z.string({ error: 'api.news.titleRequired' }).trim().min(1, 'api.news.titleRequired').max(ARTICLE_TITLE_MAX_LENGTH, 'api.news.titleTooLong'),
  sport: z.enum(SPORTS),
  coverUrl: z
    .string()
    .trim()
    .max(500, 'api.news.coverInvalid')
    .refine((url) => url === '' || isArticleImageUrl(url), 'api.news.coverInvalid')
    .optional(),
  matchId: id.optional(),
  teamIds: z.array(id).max(10).default([]),
  bodyHtml: z.string({ error: 'api.news.bodyRequired' }).min(1, 'api.news.bodyRequired').max(ARTICLE_BODY_MAX_LENGTH, 'api.news.bodyTooLong'),
});

export const articleStatusSchema = z.object({ status: z.enum(['draft', 'published', 'withdrawn']) });

export type ArticleRequest = z.infer<typeof articleSchema>;
