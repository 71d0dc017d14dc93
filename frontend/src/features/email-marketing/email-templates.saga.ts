import { DeleteEmailTemplateResponse, EmailTemplate, EmailTemplateChangedResponse, MARKETING_MESSAGES } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { Notifier } from '../../platform/notify';
import type { EmailMarketingApi } from './email-marketing.api';
import { selectTemplateDeletion, selectTemplateEditor } from './email-marketing.selectors';
import { emailTemplatesActions, EmailTemplatesState, TemplateEditorState } from './email-templates.slice';

export interface EmailMarketingSagaDeps {
  api: EmailMarketingApi;
  notify: Notifier;
}

export const ADMIN = { area: 'admin' } as const;
export const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * A create sent under the form's key; if the server saw that key with another body (the admin
 * changed the form after an answer was lost), it goes again under a fresh key, told to the slice.
 */
export function* createOnce<T>(create: (key: string) => Promise<T>, key: string, keyReplaced: (key: string) => { type: string }) {
  try {
    return (yield call(create, key)) as T;
  } catch (error) {
    if (!hasCode(error, 'IDEMPOTENCY_KEY_REUSED')) throw error;
    const fresh = nanoid();
    yield put(keyReplaced(fresh));
    return (yield call(create, fresh)) as T;
  }
}

export function createEmailTemplatesSaga({ api, notify }: EmailMarketingSagaDeps) {
  function* load() {
    try {
      const templates: EmailTemplate[] = yield call(api.templates);
      yield put(emailTemplatesActions.received(templates));
    } catch (error) {
      yield put(emailTemplatesActions.loadFailed(toRemoteError(error, MARKETING_MESSAGES.templatesLoadFailed)));
    }
  }

  function* save({ payload: form }: ReturnType<typeof emailTemplatesActions.editorSubmitted>) {
    const { editing, idempotencyKey }: TemplateEditorState = yield select(selectTemplateEditor);
    try {
      const response: EmailTemplateChangedResponse = editing
        ? yield call(api.updateTemplate, editing._id, form, editing.revision)
        : yield* createOnce((key) => api.createTemplate(form, key), idempotencyKey, emailTemplatesActions.idempotencyKeyReplaced);
      yield put(emailTemplatesActions.saved(response.template));
      notify.success(response.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(emailTemplatesActions.saveFailed(failure));
      notify.error(failure.message, ADMIN);
      // Another admin saved it meanwhile: the list loads again, so the next edit starts from theirs.
      if (hasCode(error, 'EDIT_CONFLICT')) yield call(load);
    }
  }

  function* remove() {
    const { template }: EmailTemplatesState['deletion'] = yield select(selectTemplateDeletion);
    if (!template) return;
    try {
      const response: DeleteEmailTemplateResponse = yield call(api.removeTemplate, template._id);
      yield put(emailTemplatesActions.deleted(response._id));
      notify.success(response.message, ADMIN);
    } catch (error) {
      // A template a campaign sends is refused (409 EMAIL_TEMPLATE_IN_USE): the dialog shows why.
      const failure = toRemoteError(error);
      yield put(emailTemplatesActions.deleteFailed(failure));
      notify.error(failure.message, ADMIN);
    }
  }

  return function* emailTemplatesSaga() {
    yield takeLatest(emailTemplatesActions.opened.type, load);
    yield takeLatest(emailTemplatesActions.editorSubmitted.type, save);
    yield takeLatest(emailTemplatesActions.deleteConfirmed.type, remove);
  };
}
