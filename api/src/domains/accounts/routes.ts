// Accounts over HTTP: codes, sign-in, sign-out, profile, password, avatar, phone, cancellation,
// invitations.
import { bindPhoneSchema, cancellationSchema, changePasswordSchema, codeSignInSchema, passwordSignInSchema, profileUpdateSchema, requestCodeSchema, setPasswordSchema } from '@matchday/contracts/accounts/schemas';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import { languageOf } from '../../i18n/messages';
import { AVATAR_MAX_BYTES } from '../../policy';
import { invitationRecord } from './invitations';
import type { AccountsService } from './service';

/** Sign-in by password when a password is given, else by verification code. */
const signInBody = {
  choose: (raw: Record<string, unknown>) => ('password' in raw ? passwordSignInSchema : codeSignInSchema),
  variants: [passwordSignInSchema, codeSignInSchema],
};

export async function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }): Promise<void> {
  const signedIn = guard(accounts);
  const signedInEvenFrozen = guard(accounts, { allowFrozen: true });

  route(app, { method: 'POST', path: ACCOUNT_PATHS.codes, inputs: { body: requestCodeSchema } }, async (request, { body }) => {
    // Binding a phone is for a signed-in user; signing in is for anyone.
    if (body.purpose === 'bind_phone') await signedIn(request);
    return ok(await accounts.requestCode({ ...body, address: request.ip, language: languageOf(request.headers.lan) }));
  });

  route(app, { method: 'POST', path: ACCOUNT_PATHS.signIn, inputs: { body: signInBody } }, async (request, { body }) =>
    ok('password' in body ? await accounts.signInWithPassword({ phone: body.phone, password: body.password, address: request.ip }) : await accounts.signInWithCode(body)),
  );

  route(app, { method: 'POST', path: ACCOUNT_PATHS.signOut, preHandler: signedInEvenFrozen }, async (request) => {
    await accounts.signOut(currentUser(request).session_id);
    return ok(null);
  });

  route(app, { method: 'GET', path: ACCOUNT_PATHS.me, preHandler: signedInEvenFrozen }, async (request) => ok(await accounts.me(currentUser(request).id)));

  route(app, { method: 'PATCH', path: ACCOUNT_PATHS.me, preHandler: signedIn, inputs: { body: profileUpdateSchema } }, async (request, { body }) =>
    ok(await accounts.updateProfile(currentUser(request).id, body)),
  );

  route(app, { method: 'POST', path: ACCOUNT_PATHS.password, preHandler: signedIn, inputs: { body: setPasswordSchema } }, async (request, { body }) => {
    await accounts.setPassword(currentUser(request).id, body.password);
    return ok(null);
  });

  route(app, { method: 'PUT', path: ACCOUNT_PATHS.password, preHandler: signedIn, inputs: { body: changePasswordSchema } }, async (request, { body }) => {
    await accounts.changePassword(currentUser(request), body.currentPassword, body.password);
    return ok(null);
  });

  route(app, { method: 'POST', path: ACCOUNT_PATHS.avatar, preHandler: signedIn, inputs: { upload: true } }, async (request) => {
    if (!request.isMultipart()) throw refuse('api.avatarType', 415);
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch(() => undefined);
    if (!file) throw refuse('api.avatarType', 415);
    const bytes = await file.toBuffer().catch(() => {
      throw refuse('api.avatarTooLarge', 413);
    });
    if (file.file.truncated) throw refuse('api.avatarTooLarge', 413);
    return ok(await accounts.setAvatar(currentUser(request).id, file.mimetype, bytes));
  });

  route(app, { method: 'GET', path: ACCOUNT_PATHS.avatarImage, inputs: { params: { userId: numericId('api.notFound') } } }, async (_request, { params }, reply) => {
    const avatar = await accounts.avatar(params.userId);
    if (!avatar) throw refuse('api.notFound', 404);
    // Addresses carry the avatar's version, so a cached copy is never stale.
    return reply.header('Content-Type', avatar.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(avatar.bytes);
  });

  route(app, { method: 'PUT', path: ACCOUNT_PATHS.phone, preHandler: signedIn, inputs: { body: bindPhoneSchema } }, async (request, { body }) =>
    ok(await accounts.bindPhone(currentUser(request).id, body.phone, body.code)),
  );

  route(app, { method: 'POST', path: ACCOUNT_PATHS.cancellation, preHandler: signedIn, inputs: { body: cancellationSchema } }, async (request) =>
    ok(await accounts.requestCancellation(currentUser(request))),
  );

  route(app, { method: 'DELETE', path: ACCOUNT_PATHS.cancellation, preHandler: signedInEvenFrozen }, async (request) =>
    ok(await accounts.restore(currentUser(request).id)),
  );

  route(app, { method: 'GET', path: ACCOUNT_PATHS.invitations, preHandler: signedIn }, async (request) =>
    ok(await invitationRecord(app.db, currentUser(request).id)),
  );
}
