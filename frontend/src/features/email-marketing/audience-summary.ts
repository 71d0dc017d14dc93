import { AUDIENCE_ROLES, AudienceRules, Campaign, COURSE_OWNERSHIP_LABELS, ROLE_LABELS } from '@academy/contracts';

type Rules = AudienceRules | Campaign['audience'];

/** 2027-05-20 -> 20/05/2027: a Vietnam day as the screens write dates. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

const yesNo = (value: boolean | null, yes: string, no: string): string[] => (value === null ? [] : [value ? yes : no]);

function signUpRange({ registeredFrom: from, registeredTo: to }: Rules): string[] {
  if (from && to) return [from === to ? `Đăng ký ngày ${shownDay(from)}` : `Đăng ký từ ${shownDay(from)} đến ${shownDay(to)}`];
  if (from) return [`Đăng ký từ ${shownDay(from)}`];
  if (to) return [`Đăng ký đến ${shownDay(to)}`];
  return [];
}

function ownership({ ownsCourses, courseIds }: Rules): string[] {
  if (ownsCourses === null) return [];
  if (ownsCourses === 'specific') return [`Sở hữu một trong ${courseIds.length} khóa học đã chọn`];
  return [COURSE_OWNERSHIP_LABELS[ownsCourses]];
}

/**
 * Who a step is for, rule by rule, in the order the editor lists them; empty when no rule filters
 * (everyone who can be mailed).
 */
export function describeAudience(rules: Rules): string[] {
  const roles = AUDIENCE_ROLES.filter((role) => rules.roles.includes(role)).map((role) => ROLE_LABELS[role]);
  return [
    ...(roles.length > 0 ? [`Vai trò: ${roles.join(', ')}`] : []),
    ...signUpRange(rules),
    ...ownership(rules),
    ...yesNo(rules.isAffiliate, 'Là affiliate', 'Không phải affiliate'),
    ...yesNo(rules.hasDeposited, 'Đã từng nạp tiền vào ví', 'Chưa từng nạp tiền'),
    ...yesNo(rules.hasBonus, 'Đang có tiền thưởng', 'Không có tiền thưởng'),
    ...yesNo(rules.emailVerified, 'Đã xác thực email', 'Chưa xác thực email'),
  ];
}

export const EVERYONE_TEXT = 'Mọi người dùng nhận được email';
