/**
 * §2.3: any signed-in user (instructor pages have no role check in the spec). The paths are here;
 * the pages and their code's table load with the first of them (app/member-routes.tsx).
 */
export const MEMBER_PATHS = [
  'profile',
  'my-courses',
  'transactions',
  'transactions/:code',
  'settings',
  'wallet',
  'affiliate-dashboard',
  'instructor/dashboard',
  'instructor/courses',
  'instructor/courses/create',
  'instructor/courses/:courseId/edit',
  'instructor/earnings',
  'instructor/students',
  'instructor/media-library',
  'instructor/media-library/upload',
] as const;

export type MemberPath = (typeof MEMBER_PATHS)[number];
