import { CSV_BOM, csvCell, csvDocument } from './csv';

describe('CSV for spreadsheets in Vietnam', () => {
  it('starts with the byte order mark, separates cells with ";" and ends lines with CRLF', () => {
    const text = csvDocument([{ header: ['Khóa học', 'Doanh thu (VND)'], rows: [['Quảng cáo Facebook thực chiến', 1_990_000]] }]);
    expect(text).toBe(`${CSV_BOM}Khóa học;Doanh thu (VND)\r\nQuảng cáo Facebook thực chiến;1990000\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('neutralises text a spreadsheet would run as a formula, but keeps negative amounts numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-250_000)).toBe('-250000');
    expect(csvCell('Khóa học = tiền')).toBe('Khóa học = tiền');
  });

  it('quotes cells holding the separator, a comma, a quote or a line break, and leaves empty cells empty', () => {
    expect(csvCell('SEO; nâng cao')).toBe('"SEO; nâng cao"');
    expect(csvCell('A, B')).toBe('"A, B"');
    expect(csvCell('Khóa "Pro"')).toBe('"Khóa ""Pro"""');
    expect(csvCell('dòng 1\ndòng 2')).toBe('"dòng 1\ndòng 2"');
    expect(csvCell('-1;2')).toBe(`"'-1;2"`);
    expect(csvCell(null)).toBe('');
  });

  it('puts a title above each table and an empty line between tables', () => {
    const text = csvDocument([
      { title: 'Tổng quan', header: ['Chỉ số', 'Giá trị'], rows: [['Đơn', 2]] },
      { header: ['Nguồn'], rows: [] },
    ]);
    expect(text).toBe(`${CSV_BOM}Tổng quan\r\nChỉ số;Giá trị\r\nĐơn;2\r\n\r\nNguồn\r\n`);
  });
});
