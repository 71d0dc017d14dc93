import { Navigate, RouteObject, createBrowserRouter } from 'react-router-dom';
import { RequireSession } from '../features/session/components/RequireSession';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/main/MainLayout';
import { RootLayout } from '../layouts/RootLayout';
import { lazyPage } from './lazy-page';

// Every page, and the dashboard around the signed-in ones, loads on first use.
const DashboardLayout = lazyPage(() => import('../layouts/dashboard/DashboardLayout'), 'DashboardLayout');
const AdminLoginPage = lazyPage(() => import('../routes/admin-login.page'), 'AdminLoginPage');
const AdminAffiliateReportsPage = lazyPage(() => import('../routes/admin/affiliate-reports.page'), 'AdminAffiliateReportsPage');
const AdminAffiliatesListPage = lazyPage(() => import('../routes/admin/affiliates-list.page'), 'AdminAffiliatesListPage');
const AdminAffiliateSettingsPage = lazyPage(() => import('../routes/admin/affiliates-settings.page'), 'AdminAffiliateSettingsPage');
const AdminBonusCodesPage = lazyPage(() => import('../routes/admin/bonus-codes.page'), 'AdminBonusCodesPage');
const AdminCategoriesPage = lazyPage(() => import('../routes/admin/categories.page'), 'AdminCategoriesPage');
const AdminContactsPage = lazyPage(() => import('../routes/admin/contacts.page'), 'AdminContactsPage');
const AdminConversionsPage = lazyPage(() => import('../routes/admin/conversions.page'), 'AdminConversionsPage');
const AdminCourseCreatePage = lazyPage(() => import('../routes/admin/course-create.page'), 'AdminCourseCreatePage');
const AdminCourseEditPage = lazyPage(() => import('../routes/admin/course-edit.page'), 'AdminCourseEditPage');
const AdminCourseReviewPage = lazyPage(() => import('../routes/admin/course-review.page'), 'AdminCourseReviewPage');
const AdminCoursesPage = lazyPage(() => import('../routes/admin/courses.page'), 'AdminCoursesPage');
const AdminPendingCoursesPage = lazyPage(() => import('../routes/admin/courses-pending.page'), 'AdminPendingCoursesPage');
const AdminDashboardPage = lazyPage(() => import('../routes/admin/dashboard.page'), 'AdminDashboardPage');
const AdminDiscountsPage = lazyPage(() => import('../routes/admin/discounts.page'), 'AdminDiscountsPage');
const AdminEmailCampaignsPage = lazyPage(() => import('../routes/admin/email-campaigns.page'), 'AdminEmailCampaignsPage');
const AdminEmailTemplatesPage = lazyPage(() => import('../routes/admin/email-templates.page'), 'AdminEmailTemplatesPage');
const AdminHomepageEditorPage = lazyPage(() => import('../routes/admin/homepage-editor.page'), 'AdminHomepageEditorPage');
const AdminOrdersPage = lazyPage(() => import('../routes/admin/orders.page'), 'AdminOrdersPage');
const AdminPaymentsPage = lazyPage(() => import('../routes/admin/payments.page'), 'AdminPaymentsPage');
const AdminPayoutsPage = lazyPage(() => import('../routes/admin/payouts.page'), 'AdminPayoutsPage');
const AdminPopupPage = lazyPage(() => import('../routes/admin/popup.page'), 'AdminPopupPage');
const AdminStoragePage = lazyPage(() => import('../routes/admin/storage.page'), 'AdminStoragePage');
const AdminToolsPage = lazyPage(() => import('../routes/admin/tools.page'), 'AdminToolsPage');
const AdminUsersPage = lazyPage(() => import('../routes/admin/users.page'), 'AdminUsersPage');
const AdminWalletManagerPage = lazyPage(() => import('../routes/admin/wallet-manager.page'), 'AdminWalletManagerPage');
const AffiliateDashboardPage = lazyPage(() => import('../routes/affiliate-dashboard.page'), 'AffiliateDashboardPage');
const AffiliateLandingPage = lazyPage(() => import('../routes/affiliate-landing.page'), 'AffiliateLandingPage');
const AffiliateTrainingPage = lazyPage(() => import('../routes/affiliate-training.page'), 'AffiliateTrainingPage');
const AuthActionPage = lazyPage(() => import('../routes/auth-action.page'), 'AuthActionPage');
const BecomeInstructorPage = lazyPage(() => import('../routes/become-instructor.page'), 'BecomeInstructorPage');
const CartPage = lazyPage(() => import('../routes/cart.page'), 'CartPage');
const CertificateVerifyPage = lazyPage(() => import('../routes/certificate-verify.page'), 'CertificateVerifyPage');
const CheckoutPage = lazyPage(() => import('../routes/checkout.page'), 'CheckoutPage');
const CourseDetailPage = lazyPage(() => import('../routes/course-detail.page'), 'CourseDetailPage');
const CourseReferralPage = lazyPage(() => import('../routes/course-referral.page'), 'CourseReferralPage');
const CoursesPage = lazyPage(() => import('../routes/courses.page'), 'CoursesPage');
const DemoDetailPage = lazyPage(() => import('../routes/demo-detail.page'), 'DemoDetailPage');
const ForgotPasswordPage = lazyPage(() => import('../routes/forgot-password.page'), 'ForgotPasswordPage');
const HomePage = lazyPage(() => import('../routes/home.page'), 'HomePage');
const InstructorCourseCreatePage = lazyPage(() => import('../routes/instructor/course-create.page'), 'InstructorCourseCreatePage');
const InstructorCourseEditPage = lazyPage(() => import('../routes/instructor/course-edit.page'), 'InstructorCourseEditPage');
const InstructorCoursesPage = lazyPage(() => import('../routes/instructor/courses.page'), 'InstructorCoursesPage');
const InstructorDashboardPage = lazyPage(() => import('../routes/instructor/dashboard.page'), 'InstructorDashboardPage');
const InstructorEarningsPage = lazyPage(() => import('../routes/instructor/earnings.page'), 'InstructorEarningsPage');
const MediaLibraryPage = lazyPage(() => import('../routes/instructor/media-library.page'), 'MediaLibraryPage');
const MediaUploadPage = lazyPage(() => import('../routes/instructor/media-upload.page'), 'MediaUploadPage');
const InstructorStudentsPage = lazyPage(() => import('../routes/instructor/students.page'), 'InstructorStudentsPage');
const LearnLecturePage = lazyPage(() => import('../routes/learn-lecture.page'), 'LearnLecturePage');
const LearnVerifyPage = lazyPage(() => import('../routes/learn-verify.page'), 'LearnVerifyPage');
const LearnPage = lazyPage(() => import('../routes/learn.page'), 'LearnPage');
const LoginPage = lazyPage(() => import('../routes/login.page'), 'LoginPage');
const MyCoursesPage = lazyPage(() => import('../routes/my-courses.page'), 'MyCoursesPage');
const NotFoundPage = lazyPage(() => import('../routes/not-found.page'), 'NotFoundPage');
const PaymentPage = lazyPage(() => import('../routes/payment.page'), 'PaymentPage');
const ProGiftPage = lazyPage(() => import('../routes/pro-gift.page'), 'ProGiftPage');
const ProfilePage = lazyPage(() => import('../routes/profile.page'), 'ProfilePage');
const ReferralPage = lazyPage(() => import('../routes/referral.page'), 'ReferralPage');
const RegisterPage = lazyPage(() => import('../routes/register.page'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../routes/reset-password.page'), 'ResetPasswordPage');
const SettingsPage = lazyPage(() => import('../routes/settings.page'), 'SettingsPage');
const StudyTipsPage = lazyPage(() => import('../routes/study-tips.page'), 'StudyTipsPage');
const SupportPage = lazyPage(() => import('../routes/support.page'), 'SupportPage');
const ToolDetailPage = lazyPage(() => import('../routes/tool-detail.page'), 'ToolDetailPage');
const ToolReferralPage = lazyPage(() => import('../routes/tool-referral.page'), 'ToolReferralPage');
const ToolsPage = lazyPage(() => import('../routes/tools.page'), 'ToolsPage');
const TransactionDetailPage = lazyPage(() => import('../routes/transaction-detail.page'), 'TransactionDetailPage');
const TransactionsPage = lazyPage(() => import('../routes/transactions.page'), 'TransactionsPage');
const WalletPage = lazyPage(() => import('../routes/wallet.page'), 'WalletPage');
const WelcomePage = lazyPage(() => import('../routes/welcome.page'), 'WelcomePage');

/** Spec part 1 §2.1 and part 2 §2: public pages inside the main layout. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'courses', element: <CoursesPage /> },
  { path: 'courses/:courseSlug', element: <CourseDetailPage /> },
  { path: 'courses/:slug/ref/:affCode', element: <CourseReferralPage /> },
  { path: 'tools', element: <ToolsPage /> },
  { path: 'tools/:slug', element: <ToolDetailPage /> },
  { path: 'tools/:slug/ref/:affCode', element: <ToolReferralPage /> },
  { path: 'ref/:affiliateCode', element: <ReferralPage /> },
  { path: 'cart', element: <CartPage /> },
  // The order needs a buyer: a guest signs in first and comes back here.
  { element: <RequireSession kind="login" />, children: [{ path: 'checkout', element: <CheckoutPage /> }] },
  { path: 'affiliate-landing', element: <AffiliateLandingPage /> },
  // The spec's spelling ("traning") is the public URL; links out there already use it.
  { path: 'affiliate-traning', element: <AffiliateTrainingPage /> },
  { path: 'pro-gift', element: <ProGiftPage /> },
  { path: 'study-tips', element: <StudyTipsPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'becomeInstructor', element: <BecomeInstructorPage /> },
  { path: 'learn/:courseSlug', element: <LearnPage /> },
  { path: 'learn/:courseSlug/verify', element: <LearnVerifyPage /> },
  { path: 'learn/:courseSlug/:lectureId', element: <LearnLecturePage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'auth/action', element: <AuthActionPage /> },
  { path: 'demodetail/:courseSlug', element: <DemoDetailPage /> },
  { path: 'certificates', element: <CertificateVerifyPage /> },
  { path: 'certificates/:code', element: <CertificateVerifyPage /> },
];

/** §2.3: any signed-in user (instructor pages have no role check in the spec). */
const loginRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage /> },
  { path: 'my-courses', element: <MyCoursesPage /> },
  { path: 'transactions', element: <TransactionsPage /> },
  { path: 'transactions/:code', element: <TransactionDetailPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'wallet', element: <WalletPage /> },
  { path: 'affiliate-dashboard', element: <AffiliateDashboardPage /> },
  { path: 'instructor/dashboard', element: <InstructorDashboardPage /> },
  { path: 'instructor/courses', element: <InstructorCoursesPage /> },
  { path: 'instructor/courses/create', element: <InstructorCourseCreatePage /> },
  { path: 'instructor/courses/:courseId/edit', element: <InstructorCourseEditPage /> },
  { path: 'instructor/earnings', element: <InstructorEarningsPage /> },
  { path: 'instructor/students', element: <InstructorStudentsPage /> },
  { path: 'instructor/media-library', element: <MediaLibraryPage /> },
  { path: 'instructor/media-library/upload', element: <MediaUploadPage /> },
];

/** §2.4: admins only. */
const adminRoutes: RouteObject[] = [
  { path: 'admin/dashboard', element: <AdminDashboardPage /> },
  { path: 'admin/users', element: <AdminUsersPage /> },
  { path: 'admin/orders', element: <AdminOrdersPage /> },
  { path: 'admin/payments', element: <AdminPaymentsPage /> },
  { path: 'admin/categories', element: <AdminCategoriesPage /> },
  { path: 'admin/courses', element: <AdminCoursesPage /> },
  { path: 'admin/courses/create', element: <AdminCourseCreatePage /> },
  { path: 'admin/courses/pending', element: <AdminPendingCoursesPage /> },
  { path: 'admin/courses/:courseId/review', element: <AdminCourseReviewPage /> },
  { path: 'admin/courses/:courseId/edit', element: <AdminCourseEditPage /> },
  { path: 'admin/tools', element: <AdminToolsPage /> },
  { path: 'admin/storage', element: <AdminStoragePage /> },
  { path: 'admin/popup', element: <AdminPopupPage /> },
  { path: 'admin/wallet/manager', element: <AdminWalletManagerPage /> },
  { path: 'admin/wallet/bonusCodes', element: <AdminBonusCodesPage /> },
  { path: 'admin/email-campaigns', element: <AdminEmailCampaignsPage /> },
  { path: 'admin/email-templates', element: <AdminEmailTemplatesPage /> },
  { path: 'admin/discounts', element: <AdminDiscountsPage /> },
  { path: 'admin/contacts', element: <AdminContactsPage /> },
  { path: 'admin/affiliate-reports', element: <AdminAffiliateReportsPage /> },
  { path: 'admin/conversions', element: <AdminConversionsPage /> },
  { path: 'admin/payouts', element: <AdminPayoutsPage /> },
  { path: 'admin/affiliates/list', element: <AdminAffiliatesListPage /> },
  { path: 'admin/affiliates/settings', element: <AdminAffiliateSettingsPage /> },
  { path: 'admin/edit', element: <AdminHomepageEditorPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <MainLayout />, children: publicRoutes },
      // §2.2: public pages outside the main layout.
      {
        element: <BareLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { element: <RequireSession kind="login" />, children: [{ path: 'payment', element: <PaymentPage /> }] },
          { path: 'welcome', element: <WelcomePage /> },
        ],
      },
      { path: 'admin/login', element: <AdminLoginPage /> },
      { path: '404', element: <NotFoundPage /> },
      {
        element: <RequireSession kind="login" />,
        children: [{ element: <DashboardLayout />, children: loginRoutes }],
      },
      {
        element: <RequireSession kind="admin" />,
        children: [{ element: <DashboardLayout />, children: adminRoutes }],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
