import { EVERYONE } from '@academy/contracts';
import { describeAudience } from './audience-summary';

describe('the audience in words', () => {
  it('is empty for everyone, and names each rule set in the order of the editor', () => {
    expect(describeAudience(EVERYONE)).toEqual([]);
    expect(
      describeAudience({
        ...EVERYONE,
        roles: ['instructor', 'student'],
        registeredFrom: '2027-05-01',
        registeredTo: '2027-05-31',
        ownsCourses: 'specific',
        courseIds: ['a', 'b'],
        isAffiliate: false,
        hasDeposited: true,
        hasBonus: true,
        emailVerified: true,
      }),
    ).toEqual([
      'Vai trò: Học viên, Giảng viên',
      'Đăng ký từ 01/05/2027 đến 31/05/2027',
      'Sở hữu một trong 2 khóa học đã chọn',
      'Không phải affiliate',
      'Đã từng nạp tiền vào ví',
      'Đang có tiền thưởng',
      'Đã xác thực email',
    ]);
  });

  it('writes one day, an open range and the course rules', () => {
    expect(describeAudience({ ...EVERYONE, registeredFrom: '2027-05-20', registeredTo: '2027-05-20', ownsCourses: 'none' })).toEqual(['Đăng ký ngày 20/05/2027', 'Chưa sở hữu khóa học nào']);
    expect(describeAudience({ ...EVERYONE, registeredTo: '2027-05-20', emailVerified: false })).toEqual(['Đăng ký đến 20/05/2027', 'Chưa xác thực email']);
  });
});
