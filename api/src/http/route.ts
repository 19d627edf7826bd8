// Every route declares what it reads: its path parameters, query and body, as the shared zod
// schemas. Input that breaks them is answered with a translated 3000 (a path parameter that
// names nothing: a 404) before the handler runs, and the declaration is what the fuzz tests
// generate requests from (api/test/fuzz.test.ts), so no route escapes them. A route is named by
// its method and its address's pattern as contracts/src writes it, and its handler answers the
// reply the site expects there (contracts/src/http/replies.ts): a route the map does not list, or an
// answer of another type, does not compile.
import { apiRoute } from '@matchday/contracts/http/paths';
import type { ApiMethod, ApiPath, ApiReply } from '@matchday/contracts/http/replies';
import type { ApiEnvelope } from '@matchday/contracts/http/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { MessageValues } from '../i18n/messages';
import { refuse } from './envelope';
import { assertCleanBody } from './hardening';
import { parse } from './validation';

/** A path parameter: its schema, and the message when it names nothing. */
export interface ParamRule<S extends z.ZodType = z.ZodType> {
  schema: S;
  notFound: string;
}

/** A body whose schema depends on its shape (sign-in: by password or by code). */
export interface BodyChoice<S extends z.ZodType = z.ZodType> {
  choose: (raw: Record<string, unknown>) => S;
  variants: readonly S[];
}

export interface Inputs {
  params?: Record<string, ParamRule>;
  query?: z.ZodType;
  body?: z.ZodType | BodyChoice;
  /** Placeholders of the schemas' messages (limits, for instance). */
  values?: MessageValues;
  /** The body is a file upload (multipart), read by the handler. */
  upload?: true;
  /** The request moves coins and needs an Idempotency-Key. */
  idempotent?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    inputs?: Inputs;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : S extends BodyChoice<infer V> ? z.output<V> : undefined;

export interface ParsedInputs<I extends Inputs> {
  params: I['params'] extends Record<string, ParamRule> ? { [K in keyof I['params']]: z.output<I['params'][K]['schema']> } : Record<string, never>;
  query: Output<I['query']>;
  body: Output<I['body']>;
}

/** A numeric database id in a path (`/plans/42`); anything else names nothing. */
export const numericId = (notFound: string): ParamRule<z.ZodString> => ({ schema: z.string().regex(/^[1-9]\d{0,17}$/), notFound });

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function readInputs<I extends Inputs>(inputs: I, request: FastifyRequest): ParsedInputs<I> {
  const params: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(inputs.params ?? {})) {
    const result = rule.schema.safeParse(asObject(request.params)[name]);
    if (!result.success) throw refuse(rule.notFound, 404);
    params[name] = result.data;
  }
  const query = inputs.query ? parse(inputs.query, request.query, inputs.values) : undefined;
  let body: unknown;
  assertCleanBody(request.body);
  if (inputs.body) {
    // A body must be a JSON object; `"x"`, `42` or `[]` is not a request.
    if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)))
      throw refuse('api.invalidField', 400, { field: 'body' });
    const schema = 'choose' in inputs.body ? inputs.body.choose(asObject(request.body)) : inputs.body;
    body = parse(schema, request.body, inputs.values);
  }
  return { params, query, body } as ParsedInputs<I>;
}

export interface RouteSpec<M extends ApiMethod, P extends ApiPath<M>, I extends Inputs> {
  method: M;
  /** The address's pattern (`PLAN_PATHS.plan`); registered under the app's `/api` prefix. */
  path: P;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  inputs?: I;
}


export function route<M extends ApiMethod, P extends ApiPath<M>, I extends Inputs = Inputs>(
  app: FastifyInstance,
  spec: RouteSpec<M, P, I>,
  /**
   * Answers the route's reply in the envelope (`ok(…)`). One that sends its answer itself (an
   * image, a 503) returns the sent reply (`reply.send(…)`, whose awaited type is `never`).
   */
  handler: (request: FastifyRequest, input: ParsedInputs<I>, reply: FastifyReply) => Promise<ApiEnvelope<ApiReply<M, P>>>,
): void {
  const inputs = (spec.inputs ?? {}) as I;
  app.route({
    method: spec.method,
    url: apiRoute(spec.path),
    preHandler: spec.preHandler,
    config: { inputs },
    handler: (request, reply) => handler(request, readInputs(inputs, request), reply),
  });
}
