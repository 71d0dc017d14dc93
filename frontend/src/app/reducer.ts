import { combineReducers } from '@reduxjs/toolkit';
import { essentialReducers } from './essentials';
import adminAffiliatesFeature from './features/admin-affiliates';
import adminOrdersFeature from './features/admin-orders';
import adminReportsFeature from './features/admin-reports';
import adminUsersFeature from './features/admin-users';
import adminWalletFeature from './features/admin-wallet';
import affiliateDashboardFeature from './features/affiliate-dashboard';
import bonusCodesFeature from './features/bonus-codes';
import categoriesFeature from './features/categories';
import certificatesFeature from './features/certificates';
import checkoutFeature from './features/checkout';
import contactFeature from './features/contact';
import courseCatalogueFeature from './features/course-catalogue';
import coursePlayerFeature from './features/course-player';
import courseReviewsFeature from './features/course-reviews';
import courseStudioFeature from './features/course-studio';
import discountsFeature from './features/discounts';
import emailMarketingFeature from './features/email-marketing';
import homeFeature from './features/home';
import homepageContentFeature from './features/homepage-content';
import identityFeature from './features/identity';
import instructorApplicationFeature from './features/instructor-application';
import instructorEarningsFeature from './features/instructor-earnings';
import instructorStudentsFeature from './features/instructor-students';
import mediaLibraryFeature from './features/media-library';
import myLearningFeature from './features/my-learning';
import ordersFeature from './features/orders';
import paymentReviewsFeature from './features/payment-reviews';
import popupFeature from './features/popup';
import storageFeature from './features/storage';
import toolsFeature from './features/tools';
import walletFeature from './features/wallet';

/**
 * Every feature's reducer at once: the shape of the app's state, and the store tests render with.
 * The app's own store starts with the essentials and adds each other feature with its first page
 * (app/store.ts), so nothing in the app's code imports this file's values.
 */
export const rootReducer = combineReducers({
  ...essentialReducers,
  ...adminAffiliatesFeature.reducers,
  ...adminOrdersFeature.reducers,
  ...adminReportsFeature.reducers,
  ...adminUsersFeature.reducers,
  ...adminWalletFeature.reducers,
  ...affiliateDashboardFeature.reducers,
  ...bonusCodesFeature.reducers,
  ...categoriesFeature.reducers,
  ...certificatesFeature.reducers,
  ...checkoutFeature.reducers,
  ...contactFeature.reducers,
  ...courseCatalogueFeature.reducers,
  ...coursePlayerFeature.reducers,
  ...courseReviewsFeature.reducers,
  ...courseStudioFeature.reducers,
  ...discountsFeature.reducers,
  ...emailMarketingFeature.reducers,
  ...homeFeature.reducers,
  ...homepageContentFeature.reducers,
  ...identityFeature.reducers,
  ...instructorApplicationFeature.reducers,
  ...instructorEarningsFeature.reducers,
  ...instructorStudentsFeature.reducers,
  ...mediaLibraryFeature.reducers,
  ...myLearningFeature.reducers,
  ...ordersFeature.reducers,
  ...paymentReviewsFeature.reducers,
  ...popupFeature.reducers,
  ...storageFeature.reducers,
  ...toolsFeature.reducers,
  ...walletFeature.reducers,
});

export type RootState = ReturnType<typeof rootReducer>;
