import { isCertificateCode, normalizeCertificateCode } from '@academy/contracts';
import { newCertificateCode } from './certificate-code';

describe('certificate codes', () => {
  it('are CC- and three groups of four unambiguous symbols, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    for (const code of codes) expect(code).toMatch(/^CC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(codes.every(isCertificateCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol of the alphabet turns up, none of the look-alikes does.
    const symbols = new Set(codes.map((code) => code.slice(3).replace(/-/g, '')).join(''));
    expect(symbols.size).toBe(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(symbols.has(lookAlike)).toBe(false);
  });

  it('are found however a person typed them: lower case, spaces, dashes left out', () => {
    expect(normalizeCertificateCode(' cc-7k3m-9qxr-2hdp ')).toBe('CC-7K3M-9QXR-2HDP');
    expect(normalizeCertificateCode('CC 7K3M 9QXR 2HDP')).toBe('CC-7K3M-9QXR-2HDP');
    expect(normalizeCertificateCode('7k3m9qxr2hdp')).toBe('CC-7K3M-9QXR-2HDP');
    expect(isCertificateCode(normalizeCertificateCode('CC-7K3M-9QXR-2HD0'))).toBe(false);
    expect(isCertificateCode(normalizeCertificateCode('CC-7K3M-9QXR'))).toBe(false);
    expect(isCertificateCode(normalizeCertificateCode('khong-phai-ma'))).toBe(false);
  });
});
