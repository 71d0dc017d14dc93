import { ApiError, createApiClient, errorMessage, fillPath, isAccountDisabled } from './api-client';

type FakeResponse = { status: number; body?: string };

function fakeFetch(response: FakeResponse | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    // jsdom has no Response; the client reads only these three members.
    return { ok: response.status >= 200 && response.status < 300, status: response.status, text: async () => response.body ?? '' };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends JSON with a fresh bearer token and parses the answer', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: JSON.stringify({ message: 'ok', id: '1' }) });
    const tokens = ['t1', 't2'];
    const client = createApiClient({ fetch, getIdToken: async () => tokens.shift() ?? null });

    await expect(client.call('submitContact', { body: { name: 'An', email: 'a@b.vn', message: 'Hi' } })).resolves.toEqual({
      message: 'ok',
      id: '1',
    });
    await client.call('myProfile');

    expect(calls[0].url).toBe('/api/contact');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ name: 'An', email: 'a@b.vn', message: 'Hi' });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer t2');
  });

  it('sends no Authorization header when signed out', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: '{}' });
    await createApiClient({ fetch, getIdToken: async () => null }).call('publicConfig');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('fills path parameters and drops empty query values', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: '{}' });
    const client = createApiClient({ fetch });
    await client.call('updateContactStatus', { params: { id: 'a b' }, body: { status: 'resolved' } });
    await client.call('listContactSubmissions', { query: { page: 2, limit: 10, status: undefined } });
    expect(calls[0].url).toBe('/api/admin/contact-submissions/a%20b/status');
    expect(calls[1].url).toBe('/api/admin/contact-submissions?page=2&limit=10');
    expect(() => fillPath('/x/:id')).toThrow('id');
  });

  describe('error text: server message, else client error text, else the generic text', () => {
    it('uses the server message and keeps code and fields', async () => {
      const body = JSON.stringify({ message: 'Dữ liệu không hợp lệ.', code: 'VALIDATION_FAILED', fields: { email: 'Sai' } });
      const error = await failure(createApiClient(fakeFetch({ status: 400, body })).call('publicConfig'));
      expect(error.message).toBe('Dữ liệu không hợp lệ.');
      expect(error.serverMessage).toBe('Dữ liệu không hợp lệ.');
      expect(error.status).toBe(400);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ email: 'Sai' });
    });

    it('uses the network error text when the request never got an answer', async () => {
      const error = await failure(createApiClient(fakeFetch(new TypeError('Failed to fetch'))).call('publicConfig'));
      expect(error.message).toBe('Failed to fetch');
      expect(error.status).toBeNull();
      expect(error.serverMessage).toBeNull();
    });

    it('falls back to "Đã có lỗi xảy ra" when nobody said anything useful', async () => {
      expect((await failure(createApiClient(fakeFetch({ status: 502 })).call('publicConfig'))).message).toBe('Đã có lỗi xảy ra');
      expect((await failure(createApiClient(fakeFetch({ status: 500, body: '<html>' })).call('publicConfig'))).message).toBe(
        'Đã có lỗi xảy ra',
      );
      expect((await failure(createApiClient(fakeFetch(new Error(''))).call('publicConfig'))).message).toBe('Đã có lỗi xảy ra');
    });

    it('refuses a successful answer that is not JSON (e.g. an HTML page)', async () => {
      const error = await failure(createApiClient(fakeFetch({ status: 200, body: '<!doctype html>' })).call('publicConfig'));
      expect(error.message).toBe('Đã có lỗi xảy ra');
    });
  });

  describe('errorMessage with a per-call fallback', () => {
    it('prefers the server message, then the fallback', () => {
      expect(errorMessage(new ApiError('Từ máy chủ', 400, 'Từ máy chủ', null, null), 'Dự phòng')).toBe('Từ máy chủ');
      expect(errorMessage(new ApiError('Failed to fetch', null, null, null, null), 'Dự phòng')).toBe('Dự phòng');
      expect(errorMessage(new ApiError('Failed to fetch', null, null, null, null))).toBe('Failed to fetch');
      expect(errorMessage(new Error('Lỗi mạng'))).toBe('Lỗi mạng');
      expect(errorMessage('???')).toBe('Đã có lỗi xảy ra');
    });
  });

  describe('global rules', () => {
    it('tells onError about every failed call, with its code', async () => {
      const seen: (string | null)[] = [];
      const body = JSON.stringify({ message: 'Tài khoản bạn đã bị khoá, hãy liên hệ admin', code: 'ACCOUNT_DISABLED' });
      const client = createApiClient({ ...fakeFetch({ status: 403, body }), onError: (e) => seen.push(e.code) });
      const error = await failure(client.call('myProfile'));
      expect(isAccountDisabled(error)).toBe(true);
      expect(seen).toEqual(['ACCOUNT_DISABLED']);
    });

    it('turns a token refresh refused for a disabled account into the same 403', async () => {
      const seen: ApiError[] = [];
      const { fetch, calls } = fakeFetch({ status: 200, body: '{}' });
      const client = createApiClient({
        fetch,
        getIdToken: async () => Promise.reject(Object.assign(new Error('Firebase: Error (auth/user-disabled).'), { code: 'auth/user-disabled' })),
        onError: (e) => seen.push(e),
      });
      const error = await failure(client.call('myProfile'));
      expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_DISABLED', message: 'Tài khoản bạn đã bị khoá, hãy liên hệ admin' });
      expect(calls).toHaveLength(0);
      expect(seen).toHaveLength(1);
    });
  });
});
