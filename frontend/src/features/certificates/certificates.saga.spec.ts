import { CERTIFICATE_ERRORS, CERTIFICATE_MESSAGES, CertificateVerification, MyCertificate } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { CertificatesApi, createCertificatesApi } from './certificates.api';
import { createCertificatesSaga } from './certificates.saga';
import { certificatesActions, certificatesReducer } from './certificates.slice';

const reducer = combineReducers({ certificates: certificatesReducer });

const certificate: MyCertificate = {
  courseId: 'c1',
  courseSlug: 'excel-thuc-chien',
  courseTitle: 'Excel thực chiến',
  code: 'CC-7K3M-9QXR-2HDP',
  issuedAt: '2026-12-10T17:30:00.000Z',
};
const verification: CertificateVerification = {
  code: certificate.code,
  valid: true,
  learnerName: 'Nguyễn Thị Ánh Dương',
  courseTitle: certificate.courseTitle,
  courseSlug: certificate.courseSlug,
  instructorName: 'Trần Quốc Việt',
  issuedAt: certificate.issuedAt,
  revokedAt: null,
};
const notFound = new ApiError(CERTIFICATE_ERRORS.CERTIFICATE_NOT_FOUND, 404, CERTIFICATE_ERRORS.CERTIFICATE_NOT_FOUND, 'CERTIFICATE_NOT_FOUND', null);

function setup(api: Partial<CertificatesApi> = {}) {
  const saved: Array<{ file: Blob; fileName: string }> = [];
  const notify = recordingNotifier();
  const fullApi: CertificatesApi = {
    mine: async () => [certificate],
    verify: async () => verification,
    pdf: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    ...api,
  };
  const harness = startSaga(reducer, createCertificatesSaga({ api: fullApi, notify, saveFile: (file, fileName) => saved.push({ file, fileName }), issueCheckPausesMs: [0, 0, 0] }));
  return { harness, saved, notify };
}

describe('certificates saga', () => {
  it('loads the learner\'s certificates, and forgets them at sign-out', async () => {
    const { harness } = setup();
    harness.dispatch(certificatesActions.listOpened());
    expect(harness.getState().certificates.mine.status).toBe('loading');
    await harness.waitFor(certificatesActions.listReceived.type);
    expect(harness.getState().certificates.mine).toEqual({ status: 'succeeded', data: [certificate] });
    harness.dispatch(certificatesActions.sessionEnded());
    expect(harness.getState().certificates.mine).toEqual({ status: 'idle' });
  });

  it('a failed list keeps the server text, or its own', async () => {
    const { harness } = setup({
      mine: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    harness.dispatch(certificatesActions.listOpened());
    await harness.waitFor(certificatesActions.listFailed.type);
    expect(harness.getState().certificates.mine).toMatchObject({ status: 'failed', error: { message: CERTIFICATE_MESSAGES.listLoadFailed } });
  });

  it('saves the PDF under the course\'s file name, busy only while it downloads', async () => {
    const { harness, saved } = setup();
    harness.dispatch(certificatesActions.downloadRequested('c1', 'excel-thuc-chien'));
    expect(harness.getState().certificates.downloads.c1).toEqual({ status: 'loading' });
    await harness.waitFor(certificatesActions.downloadSaved.type);
    expect(saved.map((s) => [s.fileName, s.file.type])).toEqual([['chung-chi-excel-thuc-chien.pdf', 'application/pdf']]);
    expect(harness.getState().certificates.downloads).toEqual({});
  });

  it('a refused download says why in a toast and saves nothing', async () => {
    const refused = new ApiError(CERTIFICATE_ERRORS.CERTIFICATE_NOT_ISSUED, 404, CERTIFICATE_ERRORS.CERTIFICATE_NOT_ISSUED, 'CERTIFICATE_NOT_ISSUED', null);
    const { harness, saved, notify } = setup({
      pdf: async () => {
        throw refused;
      },
    });
    harness.dispatch(certificatesActions.downloadRequested('c1', 'excel-thuc-chien'));
    await harness.waitFor(certificatesActions.downloadFailed.type);
    expect(saved).toEqual([]);
    expect(notify.calls).toEqual([{ kind: 'error', message: CERTIFICATE_ERRORS.CERTIFICATE_NOT_ISSUED, options: undefined }]);
    expect(harness.getState().certificates.downloads.c1).toMatchObject({ status: 'failed', error: { code: 'CERTIFICATE_NOT_ISSUED' } });
  });

  it('asks the list again until a completed course\'s certificate is issued, one loop for every course awaited', async () => {
    // The reaction issues the certificate a moment after the last lecture: the second look finds it.
    let asked = 0;
    const other: MyCertificate = { ...certificate, courseId: 'c2', code: 'CC-2345-6789-ABCD' };
    const { harness } = setup({
      mine: async () => {
        asked += 1;
        return asked === 1 ? [] : [certificate, other];
      },
    });
    harness.dispatch(certificatesActions.certificateAwaited('c1'));
    harness.dispatch(certificatesActions.certificateAwaited('c2'));
    expect(harness.getState().certificates.issuing).toEqual({ c1: 'waiting', c2: 'waiting' });
    await harness.waitFor(certificatesActions.listReceived.type, 2);
    expect(harness.getState().certificates.issuing).toEqual({});
    expect(asked).toBe(2);
    // A course whose certificate is already listed is not awaited.
    harness.dispatch(certificatesActions.certificateAwaited('c1'));
    expect(harness.getState().certificates.issuing).toEqual({});
  });

  it('says the certificate is overdue once every check is spent, and finds it when asked again', async () => {
    let issued = false;
    const { harness } = setup({ mine: async () => (issued ? [certificate] : []) });
    harness.dispatch(certificatesActions.certificateAwaited('c1'));
    await harness.waitFor(certificatesActions.issueOverdue.type);
    expect(harness.types().filter((type) => type === certificatesActions.listReceived.type)).toHaveLength(3);
    expect(harness.getState().certificates.issuing).toEqual({ c1: 'overdue' });

    issued = true;
    harness.dispatch(certificatesActions.certificateAwaited('c1'));
    expect(harness.getState().certificates.issuing).toEqual({ c1: 'waiting' });
    await harness.waitFor(certificatesActions.listReceived.type, 4);
    expect(harness.getState().certificates.issuing).toEqual({});
    harness.dispatch(certificatesActions.sessionEnded());
    expect(harness.getState().certificates.issuing).toEqual({});
  });

  it('checks a code; an unknown one shows the server\'s text; only the latest code\'s answer counts', async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const { harness } = setup({
      verify: async (code) => {
        asked.push(code);
        if (code === 'CC-2345-6789-ABCD') throw notFound;
        if (asked.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return { ...verification, code };
      },
    });
    harness.dispatch(certificatesActions.verificationRequested('CC-AAAA-BBBB-CCCC'));
    harness.dispatch(certificatesActions.verificationRequested(certificate.code));
    await harness.waitFor(certificatesActions.verificationReceived.type);
    release();
    expect(harness.getState().certificates.verification).toEqual({ code: certificate.code, result: { status: 'succeeded', data: verification } });

    harness.dispatch(certificatesActions.verificationRequested('CC-2345-6789-ABCD'));
    await harness.waitFor(certificatesActions.verificationFailed.type);
    expect(harness.getState().certificates.verification).toMatchObject({
      code: 'CC-2345-6789-ABCD',
      result: { status: 'failed', error: { message: CERTIFICATE_ERRORS.CERTIFICATE_NOT_FOUND, code: 'CERTIFICATE_NOT_FOUND' } },
    });
    harness.dispatch(certificatesActions.verificationCleared());
    expect(harness.getState().certificates.verification).toEqual({ code: null, result: { status: 'idle' } });
  });
});

describe('certificates api: the PDF', () => {
  const client = { request: async () => undefined, call: async () => undefined } as never;
  /** jsdom has no Response; the api reads only these members. */
  const answer = (status: number, body: string) =>
    ({ ok: status >= 200 && status < 300, status, text: async () => body, blob: async () => new Blob([body], { type: 'application/pdf' }) }) as unknown as Response;

  it('asks for the caller\'s PDF with their token and answers its bytes', async () => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    const api = createCertificatesApi(client, {
      getIdToken: async () => 'id-token',
      fetch: async (url, init) => {
        requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return answer(200, '%PDF-1.7');
      },
    });
    const pdf = await api.pdf('c1');
    expect(pdf.size).toBe(8);
    expect(requests).toEqual([{ url: '/api/certificates/me/c1/pdf', headers: { Accept: 'application/pdf, application/json', Authorization: 'Bearer id-token' } }]);
  });

  it('turns a refusal into an ApiError with the server\'s text and code', async () => {
    const body = JSON.stringify({ message: CERTIFICATE_ERRORS.CERTIFICATE_NOT_ISSUED, code: 'CERTIFICATE_NOT_ISSUED' });
    const api = createCertificatesApi(client, { getIdToken: async () => null, fetch: async () => answer(404, body) });
    await expect(api.pdf('c1')).rejects.toMatchObject({ status: 404, serverMessage: CERTIFICATE_ERRORS.CERTIFICATE_NOT_ISSUED, code: 'CERTIFICATE_NOT_ISSUED' });
  });
});
