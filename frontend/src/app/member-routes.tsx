import { lazyPage } from './lazy-page';
import type { MemberPath } from './member-paths';

// The signed-in members' pages (profile, wallet, learning, the instructor's studio) load with the
// first of them: app/member-paths.ts holds their paths, guarded and inside the dashboard, so a visitor's
// first page carries none of this table.
const ProfilePage = lazyPage(() => import('../routes/profile.page'), 'ProfilePage', ['identity']);
const MyCoursesPage = lazyPage(() => import('../routes/my-courses.page'), 'MyCoursesPage', ['certificates', 'my-learning']);
const TransactionsPage = lazyPage(() => import('../routes/transactions.page'), 'TransactionsPage', ['orders', 'wallet']);
const TransactionDetailPage = lazyPage(() => import('../routes/transaction-detail.page'), 'TransactionDetailPage', ['orders']);
const SettingsPage = lazyPage(() => import('../routes/settings.page'), 'SettingsPage', ['identity']);
const WalletPage = lazyPage(() => import('../routes/wallet.page'), 'WalletPage', ['wallet']);
const AffiliateDashboardPage = lazyPage(() => import('../routes/affiliate-dashboard.page'), 'AffiliateDashboardPage', ['affiliate-dashboard']);
const InstructorDashboardPage = lazyPage(() => import('../routes/instructor/dashboard.page'), 'InstructorDashboardPage', ['instructor-earnings', 'instructor-students']);
const InstructorCoursesPage = lazyPage(() => import('../routes/instructor/courses.page'), 'InstructorCoursesPage', ['course-studio']);
const InstructorCourseCreatePage = lazyPage(() => import('../routes/instructor/course-create.page'), 'InstructorCourseCreatePage', ['course-studio', 'media-library']);
const InstructorCourseEditPage = lazyPage(() => import('../routes/instructor/course-edit.page'), 'InstructorCourseEditPage', ['course-studio', 'media-library']);
const InstructorEarningsPage = lazyPage(() => import('../routes/instructor/earnings.page'), 'InstructorEarningsPage', ['instructor-earnings']);
const InstructorStudentsPage = lazyPage(() => import('../routes/instructor/students.page'), 'InstructorStudentsPage', ['instructor-students']);
const MediaLibraryPage = lazyPage(() => import('../routes/instructor/media-library.page'), 'MediaLibraryPage', ['media-library']);
const MediaUploadPage = lazyPage(() => import('../routes/instructor/media-upload.page'), 'MediaUploadPage', ['media-library']);

/** §2.3: each member page by its route path. */
export const memberPages = {
  'profile': ProfilePage,
  'my-courses': MyCoursesPage,
  'transactions': TransactionsPage,
  'transactions/:code': TransactionDetailPage,
  'settings': SettingsPage,
  'wallet': WalletPage,
  'affiliate-dashboard': AffiliateDashboardPage,
  'instructor/dashboard': InstructorDashboardPage,
  'instructor/courses': InstructorCoursesPage,
  'instructor/courses/create': InstructorCourseCreatePage,
  'instructor/courses/:courseId/edit': InstructorCourseEditPage,
  'instructor/earnings': InstructorEarningsPage,
  'instructor/students': InstructorStudentsPage,
  'instructor/media-library': MediaLibraryPage,
  'instructor/media-library/upload': MediaUploadPage,
} satisfies Record<MemberPath, unknown>;

/** The page of the member route `path`. */
export function MemberPage({ path }: { path: MemberPath }) {
  const Page = memberPages[path];
  return <Page />;
}
