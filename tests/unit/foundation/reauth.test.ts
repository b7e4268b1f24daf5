/**
 * Signing in again in place (src/services/reauth.ts through `send`): a back-office call answered 401
 * UNAUTHENTICATED waits for the one shared question and goes out again once signed in; cancelled, it
 * fails as before with the usual notice; sign-in itself is never held.
 */
import { request } from '@umijs/max';
import { send } from '@/services/client';
import { ApiError } from '@/services/errors';
import { setReauthHandler } from '@/services/reauth';
import { showRequestError } from '@/utils/requestNotice';

jest.mock('@umijs/max', () => ({ request: jest.fn(), getIntl: jest.fn(() => ({ locale: 'zh-CN', formatMessage: () => '' })) }));
jest.mock('@/utils/requestNotice', () => ({ showRequestError: jest.fn(() => Promise.resolve()) }));

const requestMock = request as unknown as jest.Mock;
const noticeMock = showRequestError as unknown as jest.Mock;
const ended = () => new ApiError('http', '请先登录（Please sign in.）', { status: 401, code: 'UNAUTHENTICATED' });
const ok = (data: unknown) => ({ success: true, data });
const any = () => true;

let off: () => void = () => undefined;
beforeEach(() => {
  requestMock.mockReset();
  noticeMock.mockClear();
});
afterEach(() => off());

it('a call whose session ended waits for the sign-in, then goes out again and answers', async () => {
  const ask = jest.fn(() => Promise.resolve(true));
  off = setReauthHandler(ask);
  requestMock.mockRejectedValueOnce(ended()).mockResolvedValueOnce(ok({ id: 7 }));
  await expect(send('PUT', '/admin/articles/7', any, { title: 't' })).resolves.toEqual({ id: 7 });
  expect(ask).toHaveBeenCalledTimes(1);
  expect(requestMock).toHaveBeenCalledTimes(2);
  // The same call both times, its notice held back the first time.
  expect(requestMock.mock.calls[1][1]).toMatchObject({ method: 'PUT', data: { title: 't' } });
  expect(requestMock.mock.calls[0][1]).toMatchObject({ skipErrorHandler: true });
  expect(noticeMock).not.toHaveBeenCalled();
});

/** A sign-in question the test answers when it chooses (`answer(true)`: signed in). */
function heldQuestion() {
  let resolveIt: (ok: boolean) => void = () => undefined;
  const ask = jest.fn(
    () =>
      new Promise<boolean>((resolve) => {
        resolveIt = resolve;
      }),
  );
  off = setReauthHandler(ask);
  return { ask, answer: (ok: boolean) => resolveIt(ok) };
}

it('several calls failing together share one question, and all go out again', async () => {
  const { ask, answer } = heldQuestion();
  requestMock
    .mockRejectedValueOnce(ended())
    .mockRejectedValueOnce(ended())
    .mockImplementation((url: string) => Promise.resolve(ok(url)));
  const both = Promise.all([send('GET', '/admin/articles', any), send('GET', '/admin/companies', any)]);
  await new Promise((r) => {
    setTimeout(r, 0);
  });
  expect(ask).toHaveBeenCalledTimes(1);
  answer(true);
  const [a, b] = await both;
  expect(String(a)).toMatch(/\/admin\/articles$/);
  expect(String(b)).toMatch(/\/admin\/companies$/);
  expect(ask).toHaveBeenCalledTimes(1);
});

it('a call that started before a sign-in that succeeded meanwhile goes out again without asking', async () => {
  const { ask, answer } = heldQuestion();
  let lateReject: (e: unknown) => void = () => undefined;
  requestMock
    .mockRejectedValueOnce(ended())
    .mockImplementationOnce(
      () =>
        new Promise((_r, reject) => {
          lateReject = reject;
        }),
    )
    .mockResolvedValue(ok('again'));
  const first = send('GET', '/admin/articles', any);
  const late = send('GET', '/admin/brands', any);
  await new Promise((r) => {
    setTimeout(r, 0);
  });
  answer(true);
  await expect(first).resolves.toBe('again');
  lateReject(ended());
  await expect(late).resolves.toBe('again');
  expect(ask).toHaveBeenCalledTimes(1);
});

it('cancelled: the call fails as before, with the usual notice', async () => {
  off = setReauthHandler(() => Promise.resolve(false));
  requestMock.mockRejectedValueOnce(ended());
  await expect(send('POST', '/admin/articles', any, {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  expect(requestMock).toHaveBeenCalledTimes(1);
  expect(noticeMock).toHaveBeenCalledWith('请先登录（Please sign in.）');
});

it('sign-in and the password change answer 401 for a wrong password: never held', async () => {
  const ask = jest.fn(() => Promise.resolve(true));
  off = setReauthHandler(ask);
  requestMock.mockRejectedValue(ended());
  await expect(send('POST', '/admin/session', any, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
  await expect(send('POST', '/admin/password', any, {}, { silent: true })).rejects.toMatchObject({ status: 401 });
  expect(ask).not.toHaveBeenCalled();
  expect(requestMock.mock.calls[0][1].skipErrorHandler).toBe(true);
});

it('without the dialog (outside the back office) nothing is held', async () => {
  requestMock.mockRejectedValueOnce(ended());
  await expect(send('GET', '/admin/articles', any)).rejects.toMatchObject({ status: 401 });
  expect(requestMock.mock.calls[0][1].skipErrorHandler).toBeUndefined();
  expect(noticeMock).not.toHaveBeenCalled();
});
