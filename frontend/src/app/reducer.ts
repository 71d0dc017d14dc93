import { combineReducers } from '@reduxjs/toolkit';
import { adminUsersReducer } from '../features/admin-users/admin-users.slice';
import { cartReducer } from '../features/cart/cart.slice';
import { categoriesReducer } from '../features/categories/categories.slice';
import { contactReducer } from '../features/contact/contact.slice';
import { courseStudioReducer } from '../features/course-studio/course-studio.slice';
import { courseCatalogueReducer } from '../features/course-catalogue/course-catalogue.slice';
import { homeReducer } from '../features/home/home.slice';
import { homepageEditorReducer } from '../features/homepage-editor/homepage-editor.slice';
import { identityReducer } from '../features/identity/identity.slice';
import { mediaLibraryReducer } from '../features/media-library/media-library.slice';
import { toolsReducer } from '../features/tools/tools.slice';
import { notificationsReducer } from '../features/notifications/notifications.slice';
import { sessionReducer } from '../features/session/session.slice';
import { storageReducer } from '../features/storage/storage.slice';
import { themeReducer } from '../features/theme/theme.slice';

export const rootReducer = combineReducers({
  session: sessionReducer,
  theme: themeReducer,
  cart: cartReducer,
  home: homeReducer,
  homepageEditor: homepageEditorReducer,
  contact: contactReducer,
  identity: identityReducer,
  notifications: notificationsReducer,
  adminUsers: adminUsersReducer,
  categories: categoriesReducer,
  courseCatalogue: courseCatalogueReducer,
  courseStudio: courseStudioReducer,
  mediaLibrary: mediaLibraryReducer,
  storage: storageReducer,
  tools: toolsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
