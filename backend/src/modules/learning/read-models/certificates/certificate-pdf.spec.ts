import { writeFileSync } from 'fs';
import { pdfPages } from '../../../../../test/support/pdf-text';
import { certificateDate, CertificateContent, renderCertificatePdf } from './certificate-pdf';

const content: CertificateContent = {
  learnerName: 'Nguyễn Thị Ánh Dương',
  courseTitle: 'Quảng cáo Facebook thực chiến: từ con số 0 đến chiến dịch đầu tiên',
  instructorName: 'Trần Quốc Việt',
  // 00:30 on 11 December in Hà Nội.
  issuedAt: '2026-12-10T17:30:00.000Z',
  code: 'CC-7K3M-9QXR-2HDP',
  verifyUrl: 'https://hocvien.example.vn/certificates/CC-7K3M-9QXR-2HDP',
};

/** Spaces and line ends as pdf.js places them vary with the layout; the words and their marks must not. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

describe('the certificate PDF', () => {
  it('is one A4 landscape page whose text reads in Vietnamese with every diacritic: title, learner, course, instructor, date, code, link', async () => {
    const pdf = await renderCertificatePdf(content);
    if (process.env.CERTIFICATE_SAMPLE) writeFileSync(process.env.CERTIFICATE_SAMPLE, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(841.89, 0);
    expect(pages[0].height).toBeCloseTo(595.28, 0);
    const text = squeezed(pages[0].text);
    for (const expected of [
      'CHỨNG NHẬN HOÀN THÀNH KHÓA HỌC',
      'Nguyễn Thị Ánh Dương',
      'Quảng cáo Facebook thực chiến',
      'Trần Quốc Việt',
      '11/12/2026',
      'CC-7K3M-9QXR-2HDP',
      'https://hocvien.example.vn/certificates/CC-7K3M-9QXR-2HDP',
      'Giảng viên',
      'Ngày cấp',
      'Mã xác thực',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes a name typed with combining marks as the same letters, and a deleted account as "Học viên"', async () => {
    const decomposed = await pdfPages(await renderCertificatePdf({ ...content, learnerName: 'Lê Văn Hưởng'.normalize('NFD') }));
    expect(decomposed[0].text.normalize('NFC')).toContain('Lê Văn Hưởng');
    expect(decomposed[0].text).toContain('Lê Văn Hưởng'.normalize('NFC'));
    const nameless = await pdfPages(await renderCertificatePdf({ ...content, learnerName: null }));
    expect(squeezed(nameless[0].text)).toContain('Chứng nhận học viên Học viên');
  });

  it('keeps a very long name on the page, and the same certificate renders to the same bytes', async () => {
    const long = { ...content, learnerName: 'Tôn Nữ Hoàng Thị Phương Thảo Nguyên Xuân Hạnh Phúc Bình An Khang Thịnh Vượng' };
    const pages = await pdfPages(await renderCertificatePdf(long));
    expect(pages).toHaveLength(1);
    expect(squeezed(pages[0].text)).toContain(long.learnerName);
    expect((await renderCertificatePdf(content)).equals(await renderCertificatePdf(content))).toBe(true);
  });

  it('dates by the day in Vietnam', () => {
    expect(certificateDate('2026-12-10T16:59:59.000Z')).toBe('10/12/2026');
    expect(certificateDate('2026-12-10T17:00:00.000Z')).toBe('11/12/2026');
  });
});
