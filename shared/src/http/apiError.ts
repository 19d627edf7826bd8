/** A request the api refused (codes 3000, 3001, -1, or status `fail`); `message` is for the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number | 'fail',
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
