import { ReactElement } from 'react';
import { Navigate, RouteObject, matchRoutes, useRoutes } from 'react-router-dom';
import { RequireSession } from '../features/session/components/RequireSession';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/main/MainLayout';
import { RootLayout } from '../layouts/RootLayout';
import type { LoadFeatures } from './lazy-features';
import { MEMBER_PATHS, MemberPath } from './member-paths';
import { LazyPageComponent, lazyPage } from './lazy-page';

// Every page, and the dashboard around the signed-in ones, loads on first use.
const DashboardLayout = lazyPage(() => import('../layouts/dashboard/DashboardLayout'), 'DashboardLayout', ['course-studio', 'payment-reviews']);
const AdminLoginPage = lazyPage(() => import('../routes/admin-login.page'), 'AdminLoginPage');
const AffiliateLandingPage = lazyPage(() => import('../routes/affiliate-landing.page'), 'AffiliateLandingPage');
const AffiliateTrainingPage = lazyPage(() => import('../routes/affiliate-training.page'), 'AffiliateTrainingPage');
const AuthActionPage = lazyPage(() => import('../routes/auth-action.page'), 'AuthActionPage', ['identity']);
const BecomeInstructorPage = lazyPage(() => import('../routes/become-instructor.page'), 'BecomeInstructorPage', ['instructor-application']);
const CartPage = lazyPage(() => import('../routes/cart.page'), 'CartPage');
const CertificateVerifyPage = lazyPage(() => import('../routes/certificate-verify.page'), 'CertificateVerifyPage', ['certificates']);
const CheckoutPage = lazyPage(() => import('../routes/checkout.page'), 'CheckoutPage', ['checkout']);
const CourseDetailPage = lazyPage(() => import('../routes/course-detail.page'), 'CourseDetailPage', ['course-catalogue', 'course-reviews']);
const CourseReferralPage = lazyPage(() => import('../routes/course-referral.page'), 'CourseReferralPage', ['affiliate-dashboard']);
const CoursesPage = lazyPage(() => import('../routes/courses.page'), 'CoursesPage', ['course-catalogue']);
const DemoDetailPage = lazyPage(() => import('../routes/demo-detail.page'), 'DemoDetailPage', ['course-catalogue']);
const ForgotPasswordPage = lazyPage(() => import('../routes/forgot-password.page'), 'ForgotPasswordPage', ['identity']);
const HomePage = lazyPage(() => import('../routes/home.page'), 'HomePage', ['home']);
const LearnLecturePage = lazyPage(() => import('../routes/learn-lecture.page'), 'LearnLecturePage', ['certificates', 'course-player']);
const LearnVerifyPage = lazyPage(() => import('../routes/learn-verify.page'), 'LearnVerifyPage', ['certificates', 'course-player']);
const LearnPage = lazyPage(() => import('../routes/learn.page'), 'LearnPage', ['certificates', 'course-player']);
const LoginPage = lazyPage(() => import('../routes/login.page'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../routes/not-found.page'), 'NotFoundPage');
const PaymentPage = lazyPage(() => import('../routes/payment.page'), 'PaymentPage', ['checkout']);
const PrivacyPage = lazyPage(() => import('../routes/privacy.page'), 'PrivacyPage');
const ProGiftPage = lazyPage(() => import('../routes/pro-gift.page'), 'ProGiftPage');
const ReferralPage = lazyPage(() => import('../routes/referral.page'), 'ReferralPage', ['affiliate-dashboard']);
const RegisterPage = lazyPage(() => import('../routes/register.page'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../routes/reset-password.page'), 'ResetPasswordPage', ['identity']);
const StudyTipsPage = lazyPage(() => import('../routes/study-tips.page'), 'StudyTipsPage');
const SupportPage = lazyPage(() => import('../routes/support.page'), 'SupportPage', ['contact']);
const TermsPage = lazyPage(() => import('../routes/terms.page'), 'TermsPage');
const ToolDetailPage = lazyPage(() => import('../routes/tool-detail.page'), 'ToolDetailPage', ['tools']);
const ToolReferralPage = lazyPage(() => import('../routes/tool-referral.page'), 'ToolReferralPage', ['affiliate-dashboard']);
const ToolsPage = lazyPage(() => import('../routes/tools.page'), 'ToolsPage', ['tools']);
const WelcomePage = lazyPage(() => import('../routes/welcome.page'), 'WelcomePage');
// Every signed-in member's page, by its path (app/member-routes.tsx).
const MemberPage = lazyPage(() => import('./member-routes'), 'MemberPage');
// Every admin page below /admin/, with its own route table (app/admin-routes.tsx).
const AdminPages = lazyPage(() => import('./admin-routes'), 'AdminPages');

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
  // The legal texts the footer and sign-up link to (issue 13 item 7).
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
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


/** §2.3: any signed-in user, inside the dashboard (app/member-paths.ts). */
const loginRoutes: RouteObject[] = MEMBER_PATHS.map((path) => ({ path, element: <MemberPage path={path} /> }));


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
        children: [{ element: <DashboardLayout />, children: [{ path: 'admin/*', element: <AdminPages /> }] }],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * The route table, in a BrowserRouter (App.tsx). Declarative routing: the pages load their data
 * through sagas, not route loaders, and react-router's data router (createBrowserRouter) weighs
 * twice as much (about 30 KB against 14 KB compressed) for features the app does not use.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

function preloadMatches(matches: ReturnType<typeof matchRoutes>, loadFeatures: LoadFeatures): void {
  for (const { route } of matches ?? []) {
    const component = (route.element as ReactElement | undefined)?.type as Partial<LazyPageComponent> | undefined;
    component?.preload?.(loadFeatures).catch(() => undefined);
  }
}

/**
 * Starts downloading the code and features of the page at `pathname` (and of the layouts around
 * it) while the app boots, instead of once the first auth state is known and the routes render.
 */
export function preloadPage(pathname: string, loadFeatures: LoadFeatures): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  preloadMatches(matches, loadFeatures);
  const member = matches.map(({ route }) => route.path).find((path): path is MemberPath => MEMBER_PATHS.includes(path as MemberPath));
  if (member) {
    void import('./member-routes').then(({ memberPages }) => memberPages[member].preload(loadFeatures)).catch(() => undefined);
  }
  if (pathname.startsWith('/admin/')) {
    void import('./admin-routes').then(({ adminRoutes }) => preloadMatches(matchRoutes(adminRoutes, pathname.slice('/admin'.length)), loadFeatures));
  }
}
