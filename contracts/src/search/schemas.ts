// The search domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { SEARCH_MAX_LENGTH } from '@matchday/contracts/sports/contract';
import { z } from 'zod';

/** The placeholders of the site search's messages. */
export const SITE_SEARCH_MESSAGE_VALUES = { max: SEARCH_MAX_LENGTH };

/** The site search's text (`SEARCH_PATHS.search`): something to look for, at most `SEARCH_MAX_LENGTH` characters. */
export const siteSearchQuerySchema = z.object({
  q: z.string({ error: 'api.search.empty' }).trim().min(1, 'api.search.empty').max(SEARCH_MAX_LENGTH, 'api.search.tooLong'),
});
