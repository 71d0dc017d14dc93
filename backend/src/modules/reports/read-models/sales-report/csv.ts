/**
 * Spreadsheets as Excel in Vietnam opens them: UTF-8 with a byte order mark (without it Excel reads
 * the bytes as the local code page and Vietnamese letters break), `;` between cells (the list
 * separator of Windows' Vietnamese settings, where `,` is the decimal comma) and CRLF lines
 * (RFC 4180). docs/decisions.md "Reports: revenue, sales, instructor sales".
 */
export type CsvCell = string | number | null;

export interface CsvSection {
  /** A line of its own above the header, when a file holds several tables. */
  title?: string;
  header: string[];
  rows: CsvCell[][];
}

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const EOL = '\r\n';

/** What a spreadsheet would run as a formula (or a DDE call) when a cell starts with it (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";,\r\n]/;

/**
 * One cell. Text that could start a formula gets a leading `'`, which spreadsheets show as text;
 * numbers are our own integers and stay numbers (a negative amount is not a formula).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);

/** The whole file: the BOM, then each section (title, header, rows), an empty line between sections. */
export function csvDocument(sections: CsvSection[]): string {
  const blocks = sections.map(({ title, header, rows }) => [...(title === undefined ? [] : [line([title])]), line(header), ...rows.map(line)].join(EOL));
  return `${CSV_BOM}${blocks.join(`${EOL}${EOL}`)}${EOL}`;
}
