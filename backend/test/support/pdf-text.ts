import { execFile } from 'child_process';

/**
 * The text of each page of a PDF as pdf.js (Mozilla's PDF reader, `pdfjs-dist`) extracts it: what a
 * reader copies or a screen reader speaks. pdf.js ships as ES modules only, so it runs in a child
 * Node process rather than inside jest's CommonJS sandbox.
 */
const EXTRACT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const { items } = await page.getTextContent();
  pages.push({ text: items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''), width: page.view[2], height: page.view[3] });
}
process.stdout.write(JSON.stringify(pages));
`;

export interface PdfPage {
  text: string;
  /** In points: A4 landscape is 841.89 × 595.28. */
  width: number;
  height: number;
}

export function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const pdfjs = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', EXTRACT, pdfjs], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PdfPage[]);
    });
    child.stdin?.end(pdf);
  });
}
