import { combineReducers } from '@reduxjs/toolkit';
import { adminOrdersReducer } from '../features/admin-orders/admin-orders.slice';
import { adminWalletReducer } from '../features/admin-wallet/admin-wallet.slice';
import { adminUsersReducer } from '../features/admin-users/admin-users.slice';
import { cartReducer } from '../features/cart/cart.slice';
import { certificatesReducer } from '../features/certificates/certificates.slice';
import { categoriesReducer } from '../features/categories/categories.slice';
import { checkoutReducer } from '../features/checkout/checkout.reducer';
import { contactReducer } from '../features/contact/contact.slice';
import { courseStudioReducer } from '../features/course-studio/course-studio.slice';
import { courseCatalogueReducer } from '../features/course-catalogue/course-catalogue.slice';
import { courseReviewsReducer } from '../features/course-reviews/course-reviews.slice';
import { coursePlayerReducer } from '../features/course-player/course-player.slice';
import { bonusCodesReducer } from '../features/bonus-codes/bonus-codes.slice';
import { discountsReducer } from '../features/discounts/discounts.slice';
import { homeReducer } from '../features/home/home.slice';
import { homepageEditorReducer } from '../features/homepage-editor/homepage-editor.slice';
import { identityReducer } from '../features/identity/identity.slice';
import { instructorEarningsReducer } from '../features/instructor-earnings/instructor-earnings.slice';
import { instructorStudentsReducer } from '../features/instructor-students/instructor-students.slice';
import { mediaLibraryReducer } from '../features/media-library/media-library.slice';
import { myLearningReducer } from '../features/my-learning/my-learning.slice';
import { toolsReducer } from '../features/tools/tools.slice';
import { notificationsReducer } from '../features/notifications/notifications.slice';
import { ordersReducer } from '../features/orders/orders.slice';
import { paymentReviewsReducer } from '../features/payment-reviews/payment-reviews.slice';
import { sessionReducer } from '../features/session/session.slice';
import { storageReducer } from '../features/storage/storage.slice';
import { themeReducer } from '../features/theme/theme.slice';
import { walletReducer } from '../features/wallet/wallet.slice';

export const rootReducer = combineReducers({
  session: sessionReducer,
  theme: themeReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  orders: ordersReducer,
  home: homeReducer,
  homepageEditor: homepageEditorReducer,
  contact: contactReducer,
  identity: identityReducer,
  notifications: notificationsReducer,
  adminUsers: adminUsersReducer,
  adminOrders: adminOrdersReducer,
  adminWallet: adminWalletReducer,
  paymentReviews: paymentReviewsReducer,
  instructorEarnings: instructorEarningsReducer,
  instructorStudents: instructorStudentsReducer,
  categories: categoriesReducer,
  discounts: discountsReducer,
  bonusCodes: bonusCodesReducer,
  courseCatalogue: courseCatalogueReducer,
  courseReviews: courseReviewsReducer,
  courseStudio: courseStudioReducer,
  coursePlayer: coursePlayerReducer,
  mediaLibrary: mediaLibraryReducer,
  myLearning: myLearningReducer,
  certificates: certificatesReducer,
  storage: storageReducer,
  tools: toolsReducer,
  wallet: walletReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
