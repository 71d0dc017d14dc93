import { createContactApi } from '../../features/contact/contact.api';
import { createContactSaga } from '../../features/contact/contact.saga';
import { contactReducer } from '../../features/contact/contact.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { contact: contactReducer },
  sagas: ({ client }) => [createContactSaga({ api: createContactApi(client), notify: toastNotifier })],
});
