import { businessRegistrationLine, formatDay, formatPhone, telHref } from './contact-format';

describe('contact formatting', () => {
  it.each([
    ['0901234567', '0901 234 567'],
    ['19006868', '1900 6868'],
    ['1800123456', '1800 123 456'],
    ['02838123456', '028 3812 3456'],
    ['+84901234567', '+84901234567'],
  ])('groups %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('dials mobiles in international form and service numbers as they are', () => {
    expect(telHref('0901234567')).toBe('tel:+84901234567');
    expect(telHref('19006868')).toBe('tel:19006868');
  });

  it('writes the business registration line with the day as dd/mm/yyyy', () => {
    expect(formatDay('2021-03-15')).toBe('15/03/2021');
    expect(businessRegistrationLine({ companyName: 'Công ty TNHH A', businessCode: '0316789012', issuedBy: 'Sở KH&ĐT TP. HCM', issuedOn: '2021-03-15' })).toBe(
      'Công ty TNHH A. Mã số doanh nghiệp: 0316789012, cấp ngày 15/03/2021 tại Sở KH&ĐT TP. HCM.',
    );
  });
});
