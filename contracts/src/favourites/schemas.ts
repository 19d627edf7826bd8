// The favourites domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { FAVOURITE_KINDS } from '@matchday/contracts/favourites/contract';
import { z } from 'zod';

/** The kind in a favourite's address (`/api/favourites/:kind/:id`). */
export const favouriteKindSchema = z.enum(FAVOURITE_KINDS);
