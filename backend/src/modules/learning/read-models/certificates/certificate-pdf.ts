import { CERTIFICATE_MESSAGES } from '@academy/contracts';
import PDFDocument from 'pdfkit';

/** What a certificate prints; every text as it should read, the date already an instant. */
export interface CertificateContent {
  learnerName: string | null;
  courseTitle: string;
  instructorName: string;
  issuedAt: string;
  code: string;
  /** The public page that checks this code (PUBLIC_WEB_URL + /certificates/<code>). */
  verifyUrl: string;
}

/**
 * Be Vietnam Pro (SIL Open Font License 1.1, shipped as TTF files in the npm package
 * `@expo-google-fonts/be-vietnam-pro`): a typeface drawn for Vietnamese, so every tone mark sits where
 * a Vietnamese reader expects it. Only the glyphs used are embedded (PDFKit subsets the font).
 */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  italic: require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular_Italic/BeVietnamPro_400Regular_Italic.ttf'),
  semibold: require.resolve('@expo-google-fonts/be-vietnam-pro/600SemiBold/BeVietnamPro_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
} as const;
type FontName = keyof typeof FONTS;

const ACADEMY = 'HỌC VIỆN MARKETING THỰC CHIẾN';
const COLORS = { brand: '#3730a3', gold: '#b7892b', text: '#141a2e', muted: '#5b6478', paper: '#fffdf7' } as const;

/** dd/MM/yyyy in Vietnam's time (UTC+7): a course completed at 23:30 in Hà Nội is dated that day. */
const vietnamDay = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
export const certificateDate = (instant: string) => vietnamDay.format(new Date(instant));

/**
 * The certificate as an A4 landscape PDF, rendered on each request (nothing stored: it is a pure
 * function of the certificate and the names as they are now, a few milliseconds of work).
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // The issue date, not the machine's clock: the same certificate renders to the same file.
    info: { Title: `${CERTIFICATE_MESSAGES.pdfTitle} – ${nfc(content.courseTitle)}`, Author: ACADEMY, Subject: content.code, CreationDate: new Date(content.issuedAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  drawCertificate(doc, content);
  doc.end();
  return done;
}

/** Names typed on some keyboards arrive decomposed (a letter, then its marks): one glyph per letter reads and extracts better. */
const nfc = (text: string) => text.normalize('NFC');

function drawCertificate(doc: PDFKit.PDFDocument, content: CertificateContent): void {
  const width = doc.page.width;
  const height = doc.page.height;
  const centre = width / 2;
  const textWidth = width - 180;

  doc.rect(0, 0, width, height).fill(COLORS.paper);
  doc.lineWidth(4).rect(20, 20, width - 40, height - 40).stroke(COLORS.brand);
  doc.lineWidth(1).rect(30, 30, width - 60, height - 60).stroke(COLORS.gold);
  for (const [x, y] of [[30, 30], [width - 30, 30], [30, height - 30], [width - 30, height - 30]]) diamond(doc, x, y, 6, COLORS.gold);

  centred(doc, ACADEMY, { font: 'semibold', size: 12, y: 66, color: COLORS.brand, width: textWidth, characterSpacing: 3 });
  centred(doc, CERTIFICATE_MESSAGES.pdfTitle, { font: 'bold', size: 30, y: 96, color: COLORS.brand, width: textWidth, minSize: 20 });
  doc.lineWidth(1).moveTo(centre - 110, 152).lineTo(centre - 12, 152).stroke(COLORS.gold);
  doc.moveTo(centre + 12, 152).lineTo(centre + 110, 152).stroke(COLORS.gold);
  diamond(doc, centre, 152, 5, COLORS.gold);

  centred(doc, CERTIFICATE_MESSAGES.pdfCertifies, { font: 'italic', size: 14, y: 176, color: COLORS.muted, width: textWidth });
  centred(doc, nfc(content.learnerName ?? CERTIFICATE_MESSAGES.pdfNamelessLearner), { font: 'bold', size: 38, y: 202, color: COLORS.text, width: textWidth, minSize: 18 });
  centred(doc, CERTIFICATE_MESSAGES.pdfCompleted, { font: 'italic', size: 14, y: 270, color: COLORS.muted, width: textWidth });
  courseTitle(doc, nfc(content.courseTitle), 296, textWidth);

  const columns = [
    { label: CERTIFICATE_MESSAGES.pdfInstructor, value: nfc(content.instructorName) },
    { label: CERTIFICATE_MESSAGES.pdfDate, value: certificateDate(content.issuedAt) },
    { label: CERTIFICATE_MESSAGES.pdfCode, value: content.code },
  ];
  const columnWidth = 200;
  const gap = (width - 120 - columnWidth * columns.length) / (columns.length - 1);
  columns.forEach(({ label, value }, index) => {
    const x = 60 + index * (columnWidth + gap);
    doc.lineWidth(0.75).moveTo(x + 20, 428).lineTo(x + columnWidth - 20, 428).stroke(COLORS.gold);
    fitted(doc, value, { font: 'semibold', size: 15, minSize: 9, width: columnWidth, color: COLORS.text });
    doc.text(value, x, 404, { width: columnWidth, align: 'center', lineBreak: false });
    doc.font('regular').fontSize(10).fillColor(COLORS.muted).text(label, x, 436, { width: columnWidth, align: 'center', lineBreak: false });
  });

  const check = `${CERTIFICATE_MESSAGES.pdfCheckAt}: `;
  doc.font('regular').fontSize(10);
  const line = doc.widthOfString(check) + doc.widthOfString(content.verifyUrl);
  const start = centre - Math.min(line, textWidth) / 2;
  doc.fillColor(COLORS.muted).text(check, start, 512, { lineBreak: false, continued: true });
  doc.fillColor(COLORS.brand).text(content.verifyUrl, { link: content.verifyUrl, underline: false, lineBreak: false });
}

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  width: number;
  /** The text shrinks down to this size rather than wrap (a long name stays on one line). */
  minSize?: number;
  characterSpacing?: number;
}

/** Sets the font at the largest size (down to `minSize`) at which `text` fits on one line of `width`; answers that size. */
function fitted(doc: PDFKit.PDFDocument, text: string, { font, size, minSize = size, width, color, characterSpacing }: TextStyle): number {
  let current = size;
  doc.font(font).fontSize(current);
  while (current > minSize && doc.widthOfString(text, { characterSpacing }) > width) {
    current -= 1;
    doc.fontSize(current);
  }
  doc.fillColor(color);
  return current;
}

/** One centred line at `y`, its baseline kept where the full size would put it as the text shrinks. */
function centred(doc: PDFKit.PDFDocument, text: string, style: TextStyle & { y: number }): void {
  const shrunk = style.size - fitted(doc, text, style);
  doc.text(text, (doc.page.width - style.width) / 2, style.y + shrunk * 0.6, {
    width: style.width,
    align: 'center',
    lineBreak: false,
    characterSpacing: style.characterSpacing,
  });
}

/** The course title: up to two centred lines, smaller when it would need more, cut with an ellipsis at the end. */
function courseTitle(doc: PDFKit.PDFDocument, title: string, y: number, width: number): void {
  let size = 24;
  doc.font('semibold').fontSize(size);
  while (size > 14 && doc.heightOfString(title, { width, align: 'center' }) > size * 1.3 * 2) {
    size -= 1;
    doc.fontSize(size);
  }
  doc.fillColor(COLORS.brand).text(title, (doc.page.width - width) / 2, y, { width, align: 'center', height: size * 1.3 * 2, ellipsis: true });
}

function diamond(doc: PDFKit.PDFDocument, x: number, y: number, radius: number, color: string): void {
  doc.polygon([x, y - radius], [x + radius, y], [x, y + radius], [x - radius, y]).fill(color);
}
