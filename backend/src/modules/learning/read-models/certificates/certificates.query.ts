import { Inject, Injectable } from '@nestjs/common';
import { CertificateVerification, certificateVerifyPath, MyCertificatesResponse } from '@academy/contracts';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseCards } from '../../../catalogue';
import type { CertificateContent } from './certificate-pdf';
import { certificateRowId, certificateRows } from './certificates.read-model';

/** More than anyone completes; the list is not paged. */
const MAX_CERTIFICATES_LISTED = 1_000;

/** A certificate the caller may download: what the PDF prints and the course's slug for its file name. */
export interface OwnedCertificate {
  content: CertificateContent;
  courseSlug: string;
}

/**
 * Certificates as their holder and the public see them. The course's title, slug and instructor
 * are joined when read from the catalogue's exported course cards (any status: a course taken off
 * sale still certifies those who completed it).
 */
@Injectable()
export class CertificatesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly courseCards: CourseCards,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get rows() {
    return certificateRows(this.store);
  }

  /** The caller's valid certificates, newest first; one of a course since deleted is left out (its PDF could not be printed). */
  async mine(userId: string): Promise<MyCertificatesResponse> {
    const { items } = await this.rows.find({ filter: { userId, valid: true }, sort: [{ field: 'issuedAt', direction: 'desc' }], limit: MAX_CERTIFICATES_LISTED });
    const cards = await this.courseCards.byIds(items.map((row) => row.courseId));
    return {
      certificates: items.flatMap((row) => {
        const card = cards.get(row.courseId);
        return card ? [{ courseId: row.courseId, courseSlug: card.slug, courseTitle: card.title, code: row.code, issuedAt: row.issuedAt }] : [];
      }),
    };
  }

  /** The caller's own valid certificate of the course; anyone else's, a revoked one or none at all are the same 404. */
  async owned(userId: string, courseId: string): Promise<OwnedCertificate> {
    const row = await this.rows.get(certificateRowId(userId, courseId));
    const card = row?.valid ? await this.courseCards.byId(courseId) : null;
    if (!row || !card) throw new DomainError('CERTIFICATE_NOT_ISSUED', 'not_found');
    return {
      courseSlug: card.slug,
      content: {
        learnerName: row.learnerName,
        courseTitle: card.title,
        instructorName: card.instructorName,
        issuedAt: row.issuedAt,
        code: row.code,
        verifyUrl: this.verifyUrl(row.code),
      },
    };
  }

  /** The public check of a normalised code. */
  async verify(code: string): Promise<CertificateVerification> {
    const { items } = await this.rows.find({ filter: { code }, limit: 1 });
    const row = items[0];
    if (!row) throw new DomainError('CERTIFICATE_NOT_FOUND', 'not_found');
    const card = await this.courseCards.byId(row.courseId);
    return {
      code: row.code,
      valid: row.valid,
      learnerName: row.learnerName,
      courseTitle: card?.title ?? null,
      courseSlug: card?.slug ?? null,
      instructorName: card?.instructorName ?? null,
      issuedAt: row.issuedAt,
      revokedAt: row.revokedAt,
    };
  }

  /** Where the web app checks a code, from the configured public origin (as the links in emails). */
  verifyUrl(code: string): string {
    return new URL(certificateVerifyPath(code), this.config.PUBLIC_WEB_URL).toString();
  }
}
