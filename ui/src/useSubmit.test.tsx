import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { ApiError } from '@matchday/shared/http/apiError';
import { http } from '@matchday/shared/http/http';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { useSubmit, type SubmitContext } from './useSubmit';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

/** What the api would be asked: a purchase that carries its idempotency key. */
const buy = async (_: void, { idempotencyKey }: SubmitContext) => (await http.post(PLAN_PATHS.purchases, { planId: 41 }, { idempotencyKey })).data;
const keysSent = () => httpCalls.post.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
const noAnswer = () => Promise.reject(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED));

/** A request the test answers when it wants. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

beforeAll(() => initI18n('en_US'));
beforeEach(async () => {
  resetHttp();
  await i18n.changeLanguage('en_US');
});

describe('useSubmit', () => {
  it('is busy while the request runs, then hands the answer over', async () => {
    const request = pending<{ code: number; data: { balance: number } }>();
    httpCalls.post.mockReturnValue(request.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmit(buy, { onSuccess }));
    expect(result.current.busy).toBe(false);
    let submitted!: Promise<{ balance: number } | undefined>;
    act(() => {
      submitted = result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => request.resolve({ code: 0, data: { balance: 60 } }));
    expect(await submitted).toEqual({ balance: 60 });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith({ balance: 60 }, undefined);
  });

  it('submits once however often it is called while busy', async () => {
    const request = pending<{ code: number; data: { balance: number } }>();
    httpCalls.post.mockReturnValue(request.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmit(buy, { onSuccess }));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(await second).toBeUndefined();
    act(() => void result.current.submit());
    await act(async () => request.resolve({ code: 0, data: { balance: 60 } }));
    await first;
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows the api’s refusal (3000) as it is, and anything else as the common text, in the user’s language', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => useSubmit(buy, { onFailure }));
    httpCalls.post.mockImplementation(() => refusal('Insufficient gold balance'));
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Insufficient gold balance');
    expect(onFailure).toHaveBeenLastCalledWith(expect.objectContaining({ code: 3000 }), 'Insufficient gold balance');

    httpCalls.post.mockImplementation(noAnswer);
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Request failed');
    // A fault (-1) was already toasted by the client with its own text; the form says the request failed.
    httpCalls.post.mockImplementation(() => Promise.reject(new ApiError(-1, 'System exception, please try again later')));
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Request failed');
    await act(() => i18n.changeLanguage('fr'));
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Échec de la requête');
    expect(result.current.busy).toBe(false);
  });

  it('clears the error when asked, and on the next submission', async () => {
    const { result } = renderHook(() => useSubmit(buy));
    httpCalls.post.mockImplementation(() => refusal('Purchase closed'));
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Purchase closed');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
    act(() => result.current.setError('Choose a plan first'));
    expect(result.current.error).toBe('Choose a plan first');
    httpCalls.post.mockImplementation(() => answer({ balance: 1 }));
    await act(() => result.current.submit());
    expect(result.current.error).toBeNull();
  });

  it('keeps the idempotency key for a retry after no answer, and takes a new one after a refusal or a success', async () => {
    const { result } = renderHook(() => useSubmit(buy));
    httpCalls.post.mockImplementationOnce(noAnswer).mockImplementationOnce(noAnswer).mockImplementationOnce(() => refusal('Insufficient gold balance'));
    httpCalls.post.mockImplementationOnce(() => answer({ balance: 60 })).mockImplementationOnce(() => answer({ balance: 20 }));
    for (let attempt = 0; attempt < 5; attempt += 1) await act(() => result.current.submit());
    const [first, retry, afterTimeouts, afterRefusal, afterSuccess] = keysSent();
    expect(retry).toBe(first);
    expect(afterTimeouts).toBe(first);
    expect(afterRefusal).not.toBe(first);
    expect(afterSuccess).not.toBe(afterRefusal);
    expect(new Set(keysSent()).size).toBe(3);
  });

  it('takes a new key when what is asked changed, even after no answer', async () => {
    const { result } = renderHook(() => useSubmit(buy));
    httpCalls.post.mockImplementation(noAnswer);
    await act(() => result.current.submit());
    act(() => result.current.renewKey());
    await act(() => result.current.submit());
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('drops an answer that comes after the component is gone', async () => {
    const request = pending<{ code: number; data: { balance: number } }>();
    httpCalls.post.mockReturnValue(request.promise);
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { result, unmount } = renderHook(() => useSubmit(buy, { onSuccess, onFailure }));
    let submitted!: Promise<unknown>;
    act(() => {
      submitted = result.current.submit();
    });
    unmount();
    await act(async () => request.resolve({ code: 0, data: { balance: 60 } }));
    await submitted;
    expect(onSuccess).not.toHaveBeenCalled();

    const failing = pending<never>();
    httpCalls.post.mockReturnValue(failing.promise);
    const second = renderHook(() => useSubmit(buy, { onSuccess, onFailure }));
    act(() => {
      submitted = second.result.current.submit();
    });
    second.unmount();
    await act(async () => failing.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    await submitted;
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('leaves what was typed in the form after a failure', async () => {
    httpCalls.post.mockImplementation(() => refusal('Say it more kindly'));
    function CommentForm() {
      const [text, setText] = useState('');
      const post = useSubmit(async () => (await http.post('/api/comments', { text })).data, { onSuccess: () => setText('') });
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void post.submit();
          }}
        >
          <input aria-label="Comment" value={text} onChange={(event) => setText(event.target.value)} />
          {post.error && <p role="alert">{post.error}</p>}
          <button type="submit" disabled={post.busy}>
            Post
          </button>
        </form>
      );
    }
    render(<CommentForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'you are all wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Say it more kindly');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('you are all wrong');
    expect(httpCalls.post).toHaveBeenCalledWith('/api/comments', { text: 'you are all wrong' });
  });
});
