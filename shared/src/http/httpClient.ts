// The one HTTP client of the site (specification section 7, docs/architecture.md "HTTP"). It sends the
// token, language and client type with every request, repeats only what is safe to repeat,
// drives the progress bar, answers with the body alone, and handles the error catalogue of
// section 8 here, once, so no page has to.
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { pathTo } from '@matchday/contracts/http/paths';
import type { ApiMethod, ApiReply, ClientPath, FixedPath, PathParams, PatternPath } from '@matchday/contracts/http/replies';
import type { ApiOk } from '@matchday/contracts/http/envelope';
import { HTTP_RETRIES } from '@matchday/contracts/constants';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { ApiError } from '@matchday/shared/http/apiError';
import { interpretEnvelope, isRecord, type EnvelopeHandlers } from '@matchday/shared/http/envelope';
import { IDEMPOTENCY_HEADER, isRetryableStatus, isSafeToRepeat, retryDelayMs } from '@matchday/shared/http/retryPolicy';

export interface RequestOptions extends AxiosRequestConfig {
  /**
   * Show refusals as a toast (the default). A form that shows the server's message next to
   * its fields passes false and reads `ApiError.message` instead.
   */
  notifyErrors?: boolean;
  /** Makes a request that is not idempotent safe to retry, and applied once by the api. */
  idempotencyKey?: string;
}

export interface HttpClientDependencies extends EnvelopeHandlers {
  baseURL: () => string;
  getToken: () => string | null;
  getLanguage: () => Locale;
  sleep?: (ms: number) => Promise<void>;
  adapter?: AxiosAdapter;
  log?: (message: string, error: unknown) => void;
}

/** What `M P` answers, in its envelope. */
type Answer<M extends ApiMethod, P extends ClientPath<M>> = Promise<ApiOk<ApiReply<M, P>>>;

/** A method without a body: an address as it is, or a pattern with its placeholders' values. */
interface Send<M extends ApiMethod> {
  <P extends FixedPath<M>>(path: P, options?: RequestOptions & { path?: undefined }): Answer<M, P>;
  <P extends PatternPath<M>>(path: P, options: RequestOptions & { path: PathParams<P> }): Answer<M, P>;
}

/** A method with a body. */
interface SendWithBody<M extends ApiMethod> {
  <P extends FixedPath<M>>(path: P, data?: unknown, options?: RequestOptions & { path?: undefined }): Answer<M, P>;
  <P extends PatternPath<M>>(path: P, data: unknown, options: RequestOptions & { path: PathParams<P> }): Answer<M, P>;
}

/**
 * Each method takes a path pattern of the api (`PLAN_PATHS.plan`), with its placeholders' values
 * in `options.path`, and answers what the pattern answers (contracts/src/http/replies.ts): no call
 * picks its reply's type, and an address the api does not answer does not compile.
 */
export interface HttpClient {
  get: Send<'GET'>;
  delete: Send<'DELETE'>;
  post: SendWithBody<'POST'>;
  put: SendWithBody<'PUT'>;
  patch: SendWithBody<'PATCH'>;
  readonly axios: AxiosInstance;
}

export { REQUEST_FAILED_KEY, SYSTEM_EXCEPTION_KEY } from '@matchday/shared/http/envelope';

let requestCounter = 0;

/** A request that got no answer, or an overload answer; a cancelled one is not retried. */
function isTransientFailure(error: unknown): error is AxiosError {
  return axios.isAxiosError(error) && !axios.isCancel(error) && isRetryableStatus(error.response?.status);
}

export function createHttpClient(deps: HttpClientDependencies): HttpClient {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = deps.log ?? ((message: string, error: unknown) => console.warn(message, error));

  const instance = axios.create({
    withCredentials: true,
    headers: { Accept: 'application/json' },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    config.baseURL ??= deps.baseURL();
    const token = deps.getToken();
    if (token) config.headers.set('token', token);
    else config.headers.delete('token');
    config.headers.set('lan', deps.getLanguage());
    config.headers.set('sysType', 'APP');
    return config;
  });

  const interpretBody = (body: unknown, notify: boolean) => interpretEnvelope(body, notify, deps);

  async function request(options: RequestOptions & { path?: Record<string, string | number> }): Promise<ApiOk<unknown>> {
    const { notifyErrors = true, idempotencyKey, path, ...config } = options;
    config.url = pathTo(config.url!, path);
    const headers: Record<string, unknown> = { ...(config.headers as Record<string, unknown> | undefined) };
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const axiosConfig: AxiosRequestConfig = { ...config, headers: headers as AxiosRequestConfig['headers'] };
    const repeatable = isSafeToRepeat(config.method, headers);

    const progressId = `http-${++requestCounter}`;
    deps.bus.emit('progress.start', { id: progressId });
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await instance.request(axiosConfig);
          return interpretBody(response.data, notifyErrors) as ApiOk<unknown>;
        } catch (error) {
          if (error instanceof ApiError) throw error;
          if (repeatable && attempt < HTTP_RETRIES && isTransientFailure(error)) {
            await sleep(retryDelayMs(attempt, error.response?.headers?.['retry-after']));
            continue;
          }
          // An error status may still carry an envelope with a message for the user.
          if (axios.isAxiosError(error) && isRecord(error.response?.data) && 'code' in error.response.data) {
            interpretBody(error.response.data, notifyErrors);
          }
          // Other request errors: logged only and passed on (section 8).
          log(`Request failed: ${config.method ?? 'get'} ${config.url}`, error);
          throw error;
        }
      }
    } finally {
      deps.bus.emit('progress.done', { id: progressId });
    }
  }

  type Options = RequestOptions & { path?: Record<string, string | number> };
  return {
    get: (url: string, options?: Options) => request({ ...options, url, method: 'get' }),
    delete: (url: string, options?: Options) => request({ ...options, url, method: 'delete' }),
    post: (url: string, data?: unknown, options?: Options) => request({ ...options, url, data, method: 'post' }),
    put: (url: string, data?: unknown, options?: Options) => request({ ...options, url, data, method: 'put' }),
    patch: (url: string, data?: unknown, options?: Options) => request({ ...options, url, data, method: 'patch' }),
    axios: instance,
  } as HttpClient;
}
