import { ApiError, createApiClient, errorMessage, fillPath, isAccountDisabled, UPLOAD_ABORTED, UPLOAD_NETWORK_ERROR, XhrFactory } from './api-client';

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

  it("sends a call's extra headers, which cannot replace the client's own", async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: '{}' });
    const client = createApiClient({ fetch, getIdToken: async () => 'id-token' });
    await client.call('learnCourseContent', {
      params: { slug: 'excel' },
      headers: { 'x-course-access-token': 'course-token', authorization: 'Bearer forged', 'Content-Type': 'text/plain' },
    });
    await client.call('publicConfig');
    expect(calls[0].init.headers).toEqual({ 'x-course-access-token': 'course-token', Accept: 'application/json', Authorization: 'Bearer id-token' });
    expect(calls[1].init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer id-token' });
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
      const body = JSON.stringify({ message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', code: 'ACCOUNT_DISABLED' });
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
      expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_DISABLED', message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin' });
      expect(calls).toHaveLength(0);
      expect(seen).toHaveLength(1);
    });
  });
});

describe('uploads', () => {
  /** Stands in for XMLHttpRequest: records what is sent and lets the test play the network. */
  function fakeXhr() {
    const sent: { method: string; url: string; headers: Record<string, string>; body: FormData | null }[] = [];
    let current: ReturnType<typeof make> | null = null;
    function make() {
      const request = {
        status: 0,
        responseText: '',
        onload: null as (() => void) | null,
        onerror: null as (() => void) | null,
        onabort: null as (() => void) | null,
        upload: { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null },
        open(method: string, url: string) {
          sent.push({ method, url, headers: {}, body: null });
        },
        setRequestHeader(name: string, value: string) {
          sent[sent.length - 1].headers[name] = value;
        },
        send(body: FormData) {
          sent[sent.length - 1].body = body;
        },
        abort() {
          request.onabort?.();
        },
      };
      current = request;
      return request;
    }
    const network = {
      progress: (loaded: number, total: number) => current?.upload.onprogress?.({ lengthComputable: true, loaded, total }),
      answer: (status: number, body: unknown) => {
        if (!current) throw new Error('nothing sent');
        current.status = status;
        current.responseText = typeof body === 'string' ? body : JSON.stringify(body);
        current.onload?.();
      },
      fail: () => current?.onerror?.(),
    };
    return { xhr: make as unknown as XhrFactory, sent, network };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the body as the JSON data field beside the files, with token, If-Match and rounded percents told once each', async () => {
    const { xhr, sent, network } = fakeXhr();
    const percents: number[] = [];
    const client = createApiClient({ xhr, getIdToken: async () => 'tok' });
    const thumbnail = new File(['png'], 'ảnh.png', { type: 'image/png' });
    const answer = client.upload('updateMyCourse', {
      params: { id: 'c1' },
      body: { title: 'Khóa học', price: 0 },
      files: { courseThumbnail: thumbnail, seoThumbnail: undefined, 'lectureThumbnails[1]': thumbnail },
      expectedRevision: 4,
      onProgress: (p) => percents.push(p),
    });
    await settle();
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/instructor/me/courses/c1', headers: { Authorization: 'Bearer tok', 'If-Match': '"4"' } });
    expect(sent[0].headers['Content-Type']).toBeUndefined();
    const form = sent[0].body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({ title: 'Khóa học', price: 0 });
    expect((form.get('courseThumbnail') as File).name).toBe('ảnh.png');
    expect(form.has('seoThumbnail')).toBe(false);
    expect(form.has('lectureThumbnails[1]')).toBe(true);
    network.progress(1, 3);
    network.progress(1, 3);
    network.progress(2, 3);
    network.progress(3, 3);
    network.answer(200, { message: 'ok' });
    await expect(answer).resolves.toEqual({ message: 'ok' });
    expect(percents).toEqual([33, 67, 100]);
  });

  it('turns a refusal into an ApiError with the server text, and tells onError', async () => {
    const { xhr, network } = fakeXhr();
    const seen: (string | null)[] = [];
    const client = createApiClient({ xhr, onError: (e) => seen.push(e.code) });
    const answer = client.upload('uploadMedia', { body: {}, files: { asset: new Blob(['x']) }, idempotencyKey: 'k1' });
    await settle();
    network.answer(413, { message: 'Tệp quá lớn.', code: 'FILE_TOO_LARGE' });
    const error = await failure(answer);
    expect(error).toMatchObject({ status: 413, serverMessage: 'Tệp quá lớn.', code: 'FILE_TOO_LARGE' });
    expect(seen).toEqual(['FILE_TOO_LARGE']);
  });

  it('rejects without a status when the network fails or the upload is aborted', async () => {
    const { xhr, network } = fakeXhr();
    const client = createApiClient({ xhr });
    const failed = client.upload('uploadMedia', { body: {}, files: {} });
    await settle();
    network.fail();
    expect(await failure(failed)).toMatchObject({ status: null, serverMessage: null, message: UPLOAD_NETWORK_ERROR });

    const controller = new AbortController();
    const aborted = client.upload('uploadMedia', { body: {}, files: {}, signal: controller.signal });
    await settle();
    controller.abort();
    expect(await failure(aborted)).toMatchObject({ status: null, message: UPLOAD_ABORTED });
  });
});
