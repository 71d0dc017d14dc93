import { cartReducer } from '../features/cart/cart.slice';
import { homepageEditorReducer } from '../features/homepage-editor/homepage-editor.slice';
import { notificationsReducer } from '../features/notifications/notifications.slice';
import { sessionReducer } from '../features/session/session.slice';
import { siteSettingsReducer } from '../features/site-settings/site-settings.slice';
import { themeReducer } from '../features/theme/theme.slice';

/**
 * The features every page needs from its first paint: who is signed in, the theme, what the
 * header shows (cart, notifications, the admins' edit switch) and what the footer shows (the
 * academy's contact and company data). They load with the entry, their sagas
 * in root-saga.ts; every other feature loads with its first page (app/lazy-features.ts).
 */
export const essentialReducers = {
  session: sessionReducer,
  theme: themeReducer,
  cart: cartReducer,
  notifications: notificationsReducer,
  homepageEditor: homepageEditorReducer,
  siteSettings: siteSettingsReducer,
};
