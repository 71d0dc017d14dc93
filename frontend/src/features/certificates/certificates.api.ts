import { CertificateVerification, endpoints, GENERIC_ERROR_MESSAGE, MyCertificate } from '@academy/contracts';
import { ApiClient, ApiError, fillPath } from '../../platform/api-client';

/** The learner's certificates, their PDFs, and the public check of a code. */
export interface CertificatesApi {
  mine(): Promise<MyCertificate[]>;
  verify(code: string): Promise<CertificateVerification>;
  /** The certificate's PDF: the typed client reads JSON only, so this one reads the bytes itself. */
  pdf(courseId: string): Promise<Blob>;
}

export interface CertificatesApiOptions {
  /** A fresh Firebase ID token, or null when signed out (the PDF is the owner's alone). */
  getIdToken(): Promise<string | null>;
  fetch?: typeof fetch;
  baseUrl?: string;
}

function parsed(text: string): { message?: unknown; code?: unknown } | null {
  try {
    return JSON.parse(text) as { message?: unknown; code?: unknown };
  } catch {
    return null;
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const body = parsed(await response.text());
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  const code = typeof body?.code === 'string' ? body.code : null;
  return new ApiError(message ?? GENERIC_ERROR_MESSAGE, response.status, message, code, null);
}

export function createCertificatesApi(client: ApiClient, { getIdToken, fetch: doFetch = (...args) => fetch(...args), baseUrl = '/api' }: CertificatesApiOptions): CertificatesApi {
  return {
    mine: async () => (await client.call('myCertificates')).certificates,
    verify: (code) => client.call('verifyCertificate', { params: { code } }),
    pdf: async (courseId) => {
      const token = await getIdToken();
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${fillPath(endpoints.myCertificatePdf.path, { courseId })}`, {
          headers: { Accept: 'application/pdf, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          credentials: 'same-origin',
        });
      } catch (error) {
        throw new ApiError(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE, null, null, null, null);
      }
      if (!response.ok) throw await refusal(response);
      return response.blob();
    },
  };
}
