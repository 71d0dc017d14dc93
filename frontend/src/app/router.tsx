import { Navigate, RouteObject, createBrowserRouter } from 'react-router-dom';
import { RequireSession } from '../features/session/components/RequireSession';
import { BareLayout } from '../layouts/BareLayout';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { MainLayout } from '../layouts/main/MainLayout';
import { RootLayout } from '../layouts/RootLayout';
import { AdminLoginPage } from '../routes/admin-login.page';
import { AdminAffiliateReportsPage } from '../routes/admin/affiliate-reports.page';
import { AdminAffiliatesListPage } from '../routes/admin/affiliates-list.page';
import { AdminAffiliateSettingsPage } from '../routes/admin/affiliates-settings.page';
import { AdminBonusCodesPage } from '../routes/admin/bonus-codes.page';
import { AdminCategoriesPage } from '../routes/admin/categories.page';
import { AdminContactsPage } from '../routes/admin/contacts.page';
import { AdminConversionsPage } from '../routes/admin/conversions.page';
import { AdminCourseCreatePage } from '../routes/admin/course-create.page';
import { AdminCourseEditPage } from '../routes/admin/course-edit.page';
import { AdminCourseReviewPage } from '../routes/admin/course-review.page';
import { AdminCoursesPage } from '../routes/admin/courses.page';
import { AdminPendingCoursesPage } from '../routes/admin/courses-pending.page';
import { AdminDashboardPage } from '../routes/admin/dashboard.page';
import { AdminDiscountsPage } from '../routes/admin/discounts.page';
import { AdminEmailCampaignsPage } from '../routes/admin/email-campaigns.page';
import { AdminEmailTemplatesPage } from '../routes/admin/email-templates.page';
import { AdminHomepageEditorPage } from '../routes/admin/homepage-editor.page';
import { AdminOrdersPage } from '../routes/admin/orders.page';
import { AdminPayoutsPage } from '../routes/admin/payouts.page';
import { AdminPopupPage } from '../routes/admin/popup.page';
import { AdminStoragePage } from '../routes/admin/storage.page';
import { AdminToolsPage } from '../routes/admin/tools.page';
import { AdminUsersPage } from '../routes/admin/users.page';
import { AdminWalletManagerPage } from '../routes/admin/wallet-manager.page';
import { AffiliateDashboardPage } from '../routes/affiliate-dashboard.page';
import { AffiliateLandingPage } from '../routes/affiliate-landing.page';
import { AffiliateTrainingPage } from '../routes/affiliate-training.page';
import { AuthActionPage } from '../routes/auth-action.page';
import { BecomeInstructorPage } from '../routes/become-instructor.page';
import { CartPage } from '../routes/cart.page';
import { CheckoutPage } from '../routes/checkout.page';
import { CourseDetailPage } from '../routes/course-detail.page';
import { CourseReferralPage } from '../routes/course-referral.page';
import { CoursesPage } from '../routes/courses.page';
import { DemoDetailPage } from '../routes/demo-detail.page';
import { ForgotPasswordPage } from '../routes/forgot-password.page';
import { HomePage } from '../routes/home.page';
import { InstructorCourseCreatePage } from '../routes/instructor/course-create.page';
import { InstructorCourseEditPage } from '../routes/instructor/course-edit.page';
import { InstructorCoursesPage } from '../routes/instructor/courses.page';
import { InstructorDashboardPage } from '../routes/instructor/dashboard.page';
import { InstructorEarningsPage } from '../routes/instructor/earnings.page';
import { MediaLibraryPage } from '../routes/instructor/media-library.page';
import { MediaUploadPage } from '../routes/instructor/media-upload.page';
import { InstructorStudentsPage } from '../routes/instructor/students.page';
import { LearnLecturePage } from '../routes/learn-lecture.page';
import { LearnVerifyPage } from '../routes/learn-verify.page';
import { LearnPage } from '../routes/learn.page';
import { LoginPage } from '../routes/login.page';
import { MyCoursesPage } from '../routes/my-courses.page';
import { NotFoundPage } from '../routes/not-found.page';
import { PaymentPage } from '../routes/payment.page';
import { ProGiftPage } from '../routes/pro-gift.page';
import { ProfilePage } from '../routes/profile.page';
import { ReferralPage } from '../routes/referral.page';
import { RegisterPage } from '../routes/register.page';
import { ResetPasswordPage } from '../routes/reset-password.page';
import { SettingsPage } from '../routes/settings.page';
import { StudyTipsPage } from '../routes/study-tips.page';
import { SupportPage } from '../routes/support.page';
import { ToolDetailPage } from '../routes/tool-detail.page';
import { ToolReferralPage } from '../routes/tool-referral.page';
import { ToolsPage } from '../routes/tools.page';
import { TransactionsPage } from '../routes/transactions.page';
import { WalletPage } from '../routes/wallet.page';
import { WelcomePage } from '../routes/welcome.page';

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
  { path: 'checkout', element: <CheckoutPage /> },
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
];

/** §2.3: any signed-in user (instructor pages have no role check in the spec). */
const loginRoutes: RouteObject[] = [
  { path: 'profile', element: <ProfilePage /> },
  { path: 'my-courses', element: <MyCoursesPage /> },
  { path: 'transactions', element: <TransactionsPage /> },
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
          { path: 'payment', element: <PaymentPage /> },
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
