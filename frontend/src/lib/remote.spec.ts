import { ApiError } from '../platform/api-client';
import { Remote, dataOf, errorOf, remote, remoteError, toRemoteError } from './remote';

describe('Remote', () => {
  it('keeps what is on screen through a reload and a failure, and forgets it on a fresh load', () => {
    const loaded: Remote<number[]> = remote.succeeded([1, 2]);
    const reloading = remote.reload(loaded);
    expect(reloading).toEqual({ status: 'loading', previous: [1, 2] });
    const failed = remote.fail(reloading, remoteError('Mất kết nối'));
    expect(failed).toEqual({ status: 'failed', error: { message: 'Mất kết nối', code: null, fields: {} }, previous: [1, 2] });
    expect(dataOf(failed)).toEqual([1, 2]);
    expect(errorOf(failed)?.message).toBe('Mất kết nối');
    expect(dataOf(remote.loading())).toBeUndefined();
    expect(dataOf(remote.reload(remote.idle()))).toBeUndefined();
    expect(remote.fail(remote.idle(), remoteError('x'))).not.toHaveProperty('previous');
  });

  it("carries the server's message, code and field errors, else the fallback", () => {
    const refused = new ApiError('Email này đã được sử dụng.', 409, 'Email này đã được sử dụng.', 'EMAIL_ALREADY_REGISTERED', { email: 'Email này đã được sử dụng.' });
    expect(toRemoteError(refused, 'Không thể tạo người dùng.')).toEqual({
      message: 'Email này đã được sử dụng.',
      code: 'EMAIL_ALREADY_REGISTERED',
      fields: { email: 'Email này đã được sử dụng.' },
    });
    const offline = new ApiError('Failed to fetch', null, null, null, null);
    expect(toRemoteError(offline, 'Không thể tạo người dùng.')).toEqual({ message: 'Không thể tạo người dùng.', code: null, fields: {} });
    expect(toRemoteError(new Error('Lạ'))).toEqual({ message: 'Lạ', code: null, fields: {} });
  });
});
