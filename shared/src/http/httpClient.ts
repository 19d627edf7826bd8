// The one HTTP client of the site (specification section 7, docs/architecture.md "HTTP"). It sends the
// token, language and client type with every request, repeats only what is safe to repeat,
// drives the progress bar, answers with the body alone, and handles the error catalogue of
// section 8 here, once, so no page has to.
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { ApiOk } from '@matchday/shared/api/types';
import { HTTP_RETRIES } from '@matchday/shared/constants';
import type { Locale } from '@matchday/shared/i18n/locales';
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

export interface HttpClient {
  request<T>(options: RequestOptions): Promise<ApiOk<T>>;
  get<T>(url: string, options?: RequestOptions): Promise<ApiOk<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<ApiOk<T>>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiOk<T>>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiOk<T>>;
  patch<T>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiOk<T>>;
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

  async function request<T>(options: RequestOptions): Promise<ApiOk<T>> {
    const { notifyErrors = true, idempotencyKey, ...config } = options;
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
          return interpretBody(response.data, notifyErrors) as ApiOk<T>;
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

  return {
    request,
    get: (url, options) => request({ ...options, url, method: 'get' }),
    delete: (url, options) => request({ ...options, url, method: 'delete' }),
    post: (url, data, options) => request({ ...options, url, data, method: 'post' }),
    put: (url, data, options) => request({ ...options, url, data, method: 'put' }),
    patch: (url, data, options) => request({ ...options, url, data, method: 'patch' }),
    axios: instance,
  };
}
