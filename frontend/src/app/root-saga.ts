import { UserProfile } from '@academy/contracts';
import { all, put, select, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import { createAdminOrdersApi } from '../features/admin-orders/admin-orders.api';
import { createAdminOrdersSaga } from '../features/admin-orders/admin-orders.saga';
import { createAdminWalletApi } from '../features/admin-wallet/admin-wallet.api';
import { createAdminWalletSaga } from '../features/admin-wallet/admin-wallet.saga';
import { createAdminUsersApi } from '../features/admin-users/admin-users.api';
import { createAdminUsersSaga } from '../features/admin-users/admin-users.saga';
import { createCartSaga } from '../features/cart/cart.saga';
import { createCertificatesApi } from '../features/certificates/certificates.api';
import { browserSaveFile, createCertificatesSaga } from '../features/certificates/certificates.saga';
import { certificatesActions } from '../features/certificates/certificates.slice';
import { GUEST_OWNER } from '../features/cart/cart.storage';
import { cartActions } from '../features/cart/cart.slice';
import { createCategoriesApi } from '../features/categories/categories.api';
import { createCategoriesSaga } from '../features/categories/categories.saga';
import { createCheckoutApi } from '../features/checkout/checkout.api';
import { createCheckoutSaga } from '../features/checkout/checkout.saga';
import { checkoutActions } from '../features/checkout/checkout.slice';
import { documentVisibility } from '../platform/page-visibility';
import { createContactApi } from '../features/contact/contact.api';
import { createContactSaga } from '../features/contact/contact.saga';
import { createCourseStudioApi } from '../features/course-studio/course-studio.api';
import { createCourseStudioSaga } from '../features/course-studio/course-studio.saga';
import { createCourseCatalogueApi } from '../features/course-catalogue/course-catalogue.api';
import { createCourseCatalogueSaga } from '../features/course-catalogue/course-catalogue.saga';
import { selectCoursePage } from '../features/course-catalogue/course-catalogue.selectors';
import { courseCatalogueActions } from '../features/course-catalogue/course-catalogue.slice';
import { createCourseReviewsApi } from '../features/course-reviews/course-reviews.api';
import { createCourseReviewsSaga } from '../features/course-reviews/course-reviews.saga';
import { courseReviewsActions } from '../features/course-reviews/course-reviews.slice';
import { browserSessionStorage, createCourseAccessTokens } from '../features/course-player/course-access.storage';
import { createCoursePlayerApi } from '../features/course-player/course-player.api';
import { createCoursePlayerSaga } from '../features/course-player/course-player.saga';
import { coursePlayerActions } from '../features/course-player/course-player.slice';
import { createBonusCodesApi } from '../features/bonus-codes/bonus-codes.api';
import { createBonusCodesSaga } from '../features/bonus-codes/bonus-codes.saga';
import { createDiscountsApi } from '../features/discounts/discounts.api';
import { createDiscountsSaga } from '../features/discounts/discounts.saga';
import { createHomeApi } from '../features/home/home.api';
import { createHomeSaga } from '../features/home/home.saga';
import { createIdentityApi } from '../features/identity/identity.api';
import { createIdentitySaga } from '../features/identity/identity.saga';
import { identityActions } from '../features/identity/identity.slice';
import { createInstructorEarningsApi } from '../features/instructor-earnings/instructor-earnings.api';
import { createInstructorEarningsSaga } from '../features/instructor-earnings/instructor-earnings.saga';
import { createInstructorStudentsApi } from '../features/instructor-students/instructor-students.api';
import { createInstructorStudentsSaga } from '../features/instructor-students/instructor-students.saga';
import { createMediaLibraryApi } from '../features/media-library/media-library.api';
import { createMediaLibrarySaga } from '../features/media-library/media-library.saga';
import { createMyLearningApi } from '../features/my-learning/my-learning.api';
import { createMyLearningSaga } from '../features/my-learning/my-learning.saga';
import { myLearningActions } from '../features/my-learning/my-learning.slice';
import { createStorageApi } from '../features/storage/storage.api';
import { createStorageSaga } from '../features/storage/storage.saga';
import { createToolsApi } from '../features/tools/tools.api';
import { createToolsSaga } from '../features/tools/tools.saga';
import { createNotificationsApi } from '../features/notifications/notifications.api';
import { createNotificationsSaga } from '../features/notifications/notifications.saga';
import { notificationsActions } from '../features/notifications/notifications.slice';
import { createOrdersApi } from '../features/orders/orders.api';
import { createOrdersSaga } from '../features/orders/orders.saga';
import { createPaymentReviewsApi } from '../features/payment-reviews/payment-reviews.api';
import { createPaymentReviewsSaga } from '../features/payment-reviews/payment-reviews.saga';
import { createSessionApi } from '../features/session/session.api';
import { createSessionSaga } from '../features/session/session.saga';
import { sessionActions } from '../features/session/session.slice';
import { createThemeSaga } from '../features/theme/theme.saga';
import { createWalletApi } from '../features/wallet/wallet.api';
import { createWalletSaga } from '../features/wallet/wallet.saga';
import { pickedFiles } from '../lib/picked-files';
import { ApiError, createApiClient } from '../platform/api-client';
import { createFirebaseAuthGateway, currentIdToken } from '../platform/firebase';
import { toastNotifier } from '../platform/notify';
import { createSignal, onUserReturn } from '../platform/signal';

export interface AppEnvironment {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Features never import each other: the app forwards "who is signed in" to the cart. */
function* cartFollowsSession() {
  yield takeLatest(
    [sessionActions.authStateChanged.type, sessionActions.authUnavailable.type],
    function* (action: { type: string; payload?: { uid: string } | null }) {
      yield put(cartActions.cartOwnerChanged(action.payload?.uid ?? GUEST_OWNER));
    },
  );
  yield takeEvery(sessionActions.signInSucceeded.type, function* (action: ReturnType<typeof sessionActions.signInSucceeded>) {
    yield put(cartActions.cartOwnerChanged(action.payload.user.uid));
  });
}

/** An order placed takes its items out of the cart (features never import each other). */
function* cartFollowsCheckout() {
  yield takeEvery(checkoutActions.orderPlaced.type, function* (action: ReturnType<typeof checkoutActions.orderPlaced>) {
    yield put(cartActions.itemsOrdered(action.payload.items.map((line) => ({ kind: line.kind, id: line.itemId }))));
  });
}

/** The bell polls while someone is signed in with a profile, and stops at sign-out. */
function* notificationsFollowSession() {
  yield takeEvery(
    [sessionActions.profileReceived.type, sessionActions.signInSucceeded.type, sessionActions.adminLoginSucceeded.type],
    function* () {
      yield put(notificationsActions.sessionStarted());
    },
  );
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) yield put(notificationsActions.sessionEnded());
  });
}

/** A sign-out clears the learner's courses and tools, so the next person on this browser never sees them. */
function* myLearningFollowsSession() {
  yield takeEvery(sessionActions.authStateChanged.type, function* (action: ReturnType<typeof sessionActions.authStateChanged>) {
    if (action.payload === null) {
      yield put(myLearningActions.sessionEnded());
      yield put(certificatesActions.sessionEnded());
      // The course access tokens of this tab are the learner's: the next person must verify their own face.
      yield put(coursePlayerActions.sessionEnded());
    }
  });
}

/**
 * A new notification may mean a new role or level: the session reloads the profile, so a promoted
 * user sees the new menu without signing in again. The session owns the profile: one saved on
 * /profile replaces its copy.
 */
function* sessionFollowsAccountChanges() {
  yield takeLatest(notificationsActions.newArrived.type, function* () {
    yield put(sessionActions.profileRefreshRequested());
  });
  yield takeEvery(identityActions.profileSaved.type, function* (action: { type: string; payload: UserProfile }) {
    yield put(sessionActions.profileRefreshed(action.payload));
  });
}

/** A review that moves a course's rating reloads the course page on screen, so its hero shows the new figures. */
function* coursePageFollowsReviews() {
  yield takeLatest(courseReviewsActions.courseRatingChanged.type, function* () {
    const { slug }: ReturnType<typeof selectCoursePage> = yield select(selectCoursePage);
    if (slug) yield put(courseCatalogueActions.coursePageViewed(slug));
  });
}

/** Wires each feature saga to the real browser, API and Firebase. */
export function createRootSaga({ navigate }: AppEnvironment) {
  const apiErrors = createSignal<ApiError>();
  const client = createApiClient({ getIdToken: currentIdToken, onError: apiErrors.emit });
  const storage = safeLocalStorage();
  const auth = createFirebaseAuthGateway(client);
  const sagas = [
    createSessionSaga({
      auth,
      api: createSessionApi(client),
      notify: toastNotifier,
      navigate,
      apiErrors,
      userReturns: (listener) => onUserReturn(listener),
    }),
    createIdentitySaga({ api: createIdentityApi(client), auth, notify: toastNotifier, navigate }),
    createNotificationsSaga({ api: createNotificationsApi(client), notify: toastNotifier }),
    createAdminUsersSaga({ api: createAdminUsersApi(client), notify: toastNotifier }),
    createAdminOrdersSaga({ api: createAdminOrdersApi(client), notify: toastNotifier }),
    createAdminWalletSaga({ api: createAdminWalletApi(client), notify: toastNotifier }),
    createPaymentReviewsSaga({ api: createPaymentReviewsApi(client), notify: toastNotifier }),
    createInstructorEarningsSaga({ api: createInstructorEarningsApi(client) }),
    createInstructorStudentsSaga({ api: createInstructorStudentsApi(client) }),
    createThemeSaga({ storage, matchMedia: window.matchMedia?.bind(window), root: document.documentElement }),
    createCartSaga({ storage, events: window, notify: toastNotifier, navigate }),
    createCheckoutSaga({ api: createCheckoutApi(client), notify: toastNotifier, navigate, visibility: documentVisibility() }),
    createOrdersSaga({ api: createOrdersApi(client) }),
    createContactSaga({ api: createContactApi(client), notify: toastNotifier }),
    createCategoriesSaga({ api: createCategoriesApi(client), notify: toastNotifier }),
    createDiscountsSaga({ api: createDiscountsApi(client), notify: toastNotifier }),
    createBonusCodesSaga({ api: createBonusCodesApi(client), notify: toastNotifier }),
    createHomeSaga({ api: createHomeApi(client) }),
    createCourseCatalogueSaga({ api: createCourseCatalogueApi(client) }),
    createCourseReviewsSaga({ api: createCourseReviewsApi(client), notify: toastNotifier }),
    createCourseStudioSaga({ api: createCourseStudioApi(client), notify: toastNotifier, files: pickedFiles, navigate }),
    createMediaLibrarySaga({ api: createMediaLibraryApi(client), notify: toastNotifier, files: pickedFiles, navigate }),
    createStorageSaga({ api: createStorageApi(client), notify: toastNotifier }),
    createToolsSaga({ api: createToolsApi(client), notify: toastNotifier, files: pickedFiles }),
    createMyLearningSaga({ api: createMyLearningApi(client) }),
    createCertificatesSaga({ api: createCertificatesApi(client, { getIdToken: currentIdToken }), notify: toastNotifier, saveFile: browserSaveFile }),
    createCoursePlayerSaga({
      api: createCoursePlayerApi(client),
      tokens: createCourseAccessTokens(browserSessionStorage()),
      files: pickedFiles,
      notify: toastNotifier,
      navigate,
      now: () => new Date(),
    }),
    createWalletSaga({ api: createWalletApi(client), notify: toastNotifier, navigate, visibility: documentVisibility() }),
    cartFollowsSession,
    cartFollowsCheckout,
    notificationsFollowSession,
    myLearningFollowsSession,
    sessionFollowsAccountChanges,
    coursePageFollowsReviews,
  ];
  return function* rootSaga() {
    // spawn: one feature's crash must not take the others down.
    yield all(sagas.map((saga) => spawn(saga)));
  };
}
