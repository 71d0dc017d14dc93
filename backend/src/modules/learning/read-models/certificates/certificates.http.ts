import { Controller, Header, StreamableFile } from '@nestjs/common';
import { certificateCodeSchema, certificateFileName, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { renderCertificatePdf } from './certificate-pdf';
import { CertificatesQuery } from './certificates.query';

/** A slug as a file name: only the characters every browser and file system take as they are. */
const fileSafe = (slug: string) => slug.replace(/[^a-z0-9-]+/gi, '-').slice(0, 100) || 'khoa-hoc';

@Controller()
export class CertificatesController {
  constructor(private readonly certificates: CertificatesQuery) {}

  /** The caller's own certificates only: the user id comes from the token, never from the request. */
  @ApiEndpoint(endpoints.myCertificates)
  mine(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myCertificates'>> {
    return this.certificates.mine(user.uid);
  }

  /** Rendered on each request: a PDF is a view of the certificate, like a page, so nothing is stored. */
  @ApiEndpoint(endpoints.myCertificatePdf)
  @Header('Cache-Control', 'private, no-store')
  async pdf(@CurrentPrincipal() user: Principal, @PathParam('courseId') courseId: string): Promise<StreamableFile> {
    const { content, courseSlug } = await this.certificates.owned(user.uid, courseId);
    const pdf = await renderCertificatePdf(content);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${certificateFileName(fileSafe(courseSlug))}"`, length: pdf.length });
  }

  /** Anyone may check a code; one typed in lower case or without its dashes is found all the same. */
  @ApiEndpoint(endpoints.verifyCertificate)
  verify(@PathParam('code') code: string): Promise<ResponseOf<'verifyCertificate'>> {
    const parsed = certificateCodeSchema.safeParse(code);
    if (!parsed.success) throw new DomainError('CERTIFICATE_CODE_INVALID', 'invalid');
    return this.certificates.verify(parsed.data);
  }
}
