import { combineReducers } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/cart.slice';
import { contactReducer } from '../features/contact/contact.slice';
import { homepageEditorReducer } from '../features/homepage-editor/homepage-editor.slice';
import { sessionReducer } from '../features/session/session.slice';
import { themeReducer } from '../features/theme/theme.slice';

export const rootReducer = combineReducers({
  session: sessionReducer,
  theme: themeReducer,
  cart: cartReducer,
  homepageEditor: homepageEditorReducer,
  contact: contactReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
