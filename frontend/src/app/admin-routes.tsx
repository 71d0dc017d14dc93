import { Navigate, RouteObject, useRoutes } from 'react-router-dom';
import { lazyPage } from './lazy-page';

// The admin screens' route table loads with the first admin page (app/router.tsx guards it and
// draws the dashboard around it), so a visitor's first page carries none of it.
const AdminAffiliateReportsPage = lazyPage(() => import('../routes/admin/affiliate-reports.page'), 'AdminAffiliateReportsPage', ['admin-affiliates']);
const AdminAffiliatesListPage = lazyPage(() => import('../routes/admin/affiliates-list.page'), 'AdminAffiliatesListPage', ['admin-affiliates']);
const AdminAffiliateSettingsPage = lazyPage(() => import('../routes/admin/affiliates-settings.page'), 'AdminAffiliateSettingsPage', ['admin-affiliates']);
const AdminBonusCodesPage = lazyPage(() => import('../routes/admin/bonus-codes.page'), 'AdminBonusCodesPage', ['bonus-codes']);
const AdminCategoriesPage = lazyPage(() => import('../routes/admin/categories.page'), 'AdminCategoriesPage', ['categories']);
const AdminContactsPage = lazyPage(() => import('../routes/admin/contacts.page'), 'AdminContactsPage', ['contact']);
const AdminConversionsPage = lazyPage(() => import('../routes/admin/conversions.page'), 'AdminConversionsPage', ['admin-affiliates']);
const AdminCourseCreatePage = lazyPage(() => import('../routes/admin/course-create.page'), 'AdminCourseCreatePage', ['course-studio', 'media-library']);
const AdminCourseEditPage = lazyPage(() => import('../routes/admin/course-edit.page'), 'AdminCourseEditPage', ['course-studio', 'media-library']);
const AdminCourseReviewPage = lazyPage(() => import('../routes/admin/course-review.page'), 'AdminCourseReviewPage', ['course-studio', 'media-library']);
const AdminCoursesPage = lazyPage(() => import('../routes/admin/courses.page'), 'AdminCoursesPage', ['course-studio']);
const AdminPendingCoursesPage = lazyPage(() => import('../routes/admin/courses-pending.page'), 'AdminPendingCoursesPage', ['course-studio']);
const AdminDashboardPage = lazyPage(() => import('../routes/admin/dashboard.page'), 'AdminDashboardPage', ['admin-reports', 'admin-users']);
const AdminDiscountsPage = lazyPage(() => import('../routes/admin/discounts.page'), 'AdminDiscountsPage', ['discounts']);
const AdminEmailCampaignsPage = lazyPage(() => import('../routes/admin/email-campaigns.page'), 'AdminEmailCampaignsPage', ['email-marketing']);
const AdminEmailTemplatesPage = lazyPage(() => import('../routes/admin/email-templates.page'), 'AdminEmailTemplatesPage', ['email-marketing']);
const AdminHomepageEditorPage = lazyPage(() => import('../routes/admin/homepage-editor.page'), 'AdminHomepageEditorPage', ['homepage-content']);
const AdminOrdersPage = lazyPage(() => import('../routes/admin/orders.page'), 'AdminOrdersPage', ['admin-orders']);
const AdminReportsPage = lazyPage(() => import('../routes/admin/reports.page'), 'AdminReportsPage', ['admin-reports']);
const AdminPaymentsPage = lazyPage(() => import('../routes/admin/payments.page'), 'AdminPaymentsPage', ['payment-reviews']);
const AdminPayoutsPage = lazyPage(() => import('../routes/admin/payouts.page'), 'AdminPayoutsPage', ['admin-affiliates']);
const AdminPopupPage = lazyPage(() => import('../routes/admin/popup.page'), 'AdminPopupPage', ['popup', 'popup-admin']);
const AdminSiteSettingsPage = lazyPage(() => import('../routes/admin/site-settings.page'), 'AdminSiteSettingsPage');
const AdminStoragePage = lazyPage(() => import('../routes/admin/storage.page'), 'AdminStoragePage', ['storage']);
const AdminToolsPage = lazyPage(() => import('../routes/admin/tools.page'), 'AdminToolsPage', ['tools']);
const AdminUsersPage = lazyPage(() => import('../routes/admin/users.page'), 'AdminUsersPage', ['admin-users', 'instructor-application']);
const AdminWalletManagerPage = lazyPage(() => import('../routes/admin/wallet-manager.page'), 'AdminWalletManagerPage', ['admin-wallet']);

/** §2.4: admins only, below /admin/. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'users', element: <AdminUsersPage /> },
  { path: 'orders', element: <AdminOrdersPage /> },
  { path: 'reports', element: <AdminReportsPage /> },
  { path: 'payments', element: <AdminPaymentsPage /> },
  { path: 'categories', element: <AdminCategoriesPage /> },
  { path: 'courses', element: <AdminCoursesPage /> },
  { path: 'courses/create', element: <AdminCourseCreatePage /> },
  { path: 'courses/pending', element: <AdminPendingCoursesPage /> },
  { path: 'courses/:courseId/review', element: <AdminCourseReviewPage /> },
  { path: 'courses/:courseId/edit', element: <AdminCourseEditPage /> },
  { path: 'tools', element: <AdminToolsPage /> },
  { path: 'storage', element: <AdminStoragePage /> },
  { path: 'popup', element: <AdminPopupPage /> },
  { path: 'wallet/manager', element: <AdminWalletManagerPage /> },
  { path: 'wallet/bonusCodes', element: <AdminBonusCodesPage /> },
  { path: 'email-campaigns', element: <AdminEmailCampaignsPage /> },
  { path: 'email-templates', element: <AdminEmailTemplatesPage /> },
  { path: 'discounts', element: <AdminDiscountsPage /> },
  { path: 'contacts', element: <AdminContactsPage /> },
  { path: 'affiliate-reports', element: <AdminAffiliateReportsPage /> },
  { path: 'conversions', element: <AdminConversionsPage /> },
  { path: 'payouts', element: <AdminPayoutsPage /> },
  { path: 'affiliates/list', element: <AdminAffiliatesListPage /> },
  { path: 'affiliates/settings', element: <AdminAffiliateSettingsPage /> },
  { path: 'edit', element: <AdminHomepageEditorPage /> },
  { path: 'settings/site', element: <AdminSiteSettingsPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export function AdminPages() {
  return useRoutes(adminRoutes);
}
