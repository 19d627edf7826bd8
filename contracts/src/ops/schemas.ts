// The ops domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { ROLES } from '@matchday/contracts/accounts/contract';
import { z } from 'zod';

export const flagsSchema = z.object({ banned: z.boolean().optional(), muted: z.boolean().optional() }).strict();

export const rolesSchema = z.object({ roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length) });
