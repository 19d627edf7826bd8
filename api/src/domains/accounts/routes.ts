// Accounts over HTTP: codes, sign-in, sign-out, profile, password, avatar, phone, cancellation,
// invitations.
import {
  bindPhoneSchema,
  cancellationSchema,
  changePasswordSchema,
  codeSignInSchema,
  passwordSignInSchema,
  profileUpdateSchema,
  requestCodeSchema,
  setPasswordSchema,
} from '@matchday/shared/api/schemas';
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { parse } from '../../http/validation';
import { languageOf } from '../../i18n/messages';
import { AVATAR_MAX_BYTES } from '../../policy';
import { invitationRecord } from './invitations';
import type { AccountsService } from './service';

export async function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }): Promise<void> {
  const signedIn = guard(accounts);
  const signedInEvenFrozen = guard(accounts, { allowFrozen: true });

  app.post(apiRoute(API_PATHS.codes), async (request) => {
    const body = parse(requestCodeSchema, request.body);
    // Binding a phone is for a signed-in user; signing in is for anyone.
    if (body.purpose === 'bind_phone') await signedIn(request);
    return ok(await accounts.requestCode({ ...body, address: request.ip, language: languageOf(request.headers.lan) }));
  });

  app.post(apiRoute(API_PATHS.signIn), async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if ('password' in body) {
      const { phone, password } = parse(passwordSignInSchema, body);
      return ok(await accounts.signInWithPassword({ phone, password, address: request.ip }));
    }
    return ok(await accounts.signInWithCode(parse(codeSignInSchema, body)));
  });

  app.post(apiRoute(API_PATHS.signOut), { preHandler: signedInEvenFrozen }, async (request) => {
    await accounts.signOut(currentUser(request).session_id);
    return ok(null);
  });

  app.get(apiRoute(API_PATHS.me), { preHandler: signedInEvenFrozen }, async (request) => ok(await accounts.me(currentUser(request).id)));

  app.patch(apiRoute(API_PATHS.me), { preHandler: signedIn }, async (request) =>
    ok(await accounts.updateProfile(currentUser(request).id, parse(profileUpdateSchema, request.body))),
  );

  app.post(apiRoute(API_PATHS.password), { preHandler: signedIn }, async (request) => {
    await accounts.setPassword(currentUser(request).id, parse(setPasswordSchema, request.body).password);
    return ok(null);
  });

  app.put(apiRoute(API_PATHS.password), { preHandler: signedIn }, async (request) => {
    const body = parse(changePasswordSchema, request.body);
    await accounts.changePassword(currentUser(request), body.currentPassword, body.password);
    return ok(null);
  });

  app.post(apiRoute(API_PATHS.avatar), { preHandler: signedIn }, async (request) => {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch(() => undefined);
    if (!file) throw refuse('api.avatarType', 415);
    const bytes = await file.toBuffer().catch(() => {
      throw refuse('api.avatarTooLarge', 413);
    });
    if (file.file.truncated) throw refuse('api.avatarTooLarge', 413);
    return ok(await accounts.setAvatar(currentUser(request).id, file.mimetype, bytes));
  });

  app.get<{ Params: { userId: string } }>(apiRoute(API_PATHS.avatarImage), async (request, reply) => {
    if (!/^\d+$/.test(request.params.userId)) throw refuse('api.notFound', 404);
    const avatar = await accounts.avatar(request.params.userId);
    if (!avatar) throw refuse('api.notFound', 404);
    // Addresses carry the avatar's version, so a cached copy is never stale.
    return reply.header('Content-Type', avatar.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(avatar.bytes);
  });

  app.put(apiRoute(API_PATHS.phone), { preHandler: signedIn }, async (request) => {
    const body = parse(bindPhoneSchema, request.body);
    return ok(await accounts.bindPhone(currentUser(request).id, body.phone, body.code));
  });

  app.post(apiRoute(API_PATHS.cancellation), { preHandler: signedIn }, async (request) => {
    parse(cancellationSchema, request.body);
    return ok(await accounts.requestCancellation(currentUser(request).id));
  });

  app.delete(apiRoute(API_PATHS.cancellation), { preHandler: signedInEvenFrozen }, async (request) =>
    ok(await accounts.restore(currentUser(request).id)),
  );

  app.get(apiRoute(API_PATHS.invitations), { preHandler: signedIn }, async (request) =>
    ok(await invitationRecord(app.db, currentUser(request).id)),
  );
}
