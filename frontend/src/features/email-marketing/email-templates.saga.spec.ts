import { EmailTemplateRequest, ERROR_MESSAGES, MARKETING_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { EmailMarketingApi } from './email-marketing.api';
import { template } from './email-marketing.fixture';
import { createEmailTemplatesSaga } from './email-templates.saga';
import { emailTemplatesActions, emailTemplatesReducer } from './email-templates.slice';

const reducer = combineReducers({ emailTemplates: emailTemplatesReducer });
const form: EmailTemplateRequest = { name: 'Chào mừng', subject: 'Chào {{name}}', body: '<p>Xin chào {{name}}</p>' };
const refusal = (code: string, status = 409) => new ApiError(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], status, ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], code, null);

function fakeApi(overrides: Partial<EmailMarketingApi> = {}) {
  const sent: unknown[][] = [];
  const api = {
    templates: async () => {
      sent.push(['templates']);
      return [template('b'), template('a')];
    },
    createTemplate: async (request, key) => {
      sent.push(['create', request, key]);
      return { message: MARKETING_MESSAGES.templateCreated, template: template('c', { name: request.name }) };
    },
    updateTemplate: async (id, request, revision) => {
      sent.push(['update', id, request, revision]);
      return { message: MARKETING_MESSAGES.templateUpdated, template: template(id, { name: request.name, revision: revision + 1 }) };
    },
    removeTemplate: async (id) => {
      sent.push(['remove', id]);
      return { message: MARKETING_MESSAGES.templateDeleted, _id: id };
    },
    ...overrides,
  } as EmailMarketingApi;
  return { api, sent };
}

async function opened(api: EmailMarketingApi) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createEmailTemplatesSaga({ api, notify }));
  harness.dispatch(emailTemplatesActions.opened());
  await harness.waitFor(emailTemplatesActions.received.type);
  const ids = () => (dataOf(harness.getState().emailTemplates.list) ?? []).map((t) => t._id);
  return { harness, notify, ids };
}

describe('email templates saga', () => {
  it("creates a template at the top under the opened form's key, and toasts the server's text", async () => {
    const { api, sent } = fakeApi();
    const { harness, notify, ids } = await opened(api);
    harness.dispatch(emailTemplatesActions.createOpened());
    const key = harness.getState().emailTemplates.editor.idempotencyKey;
    expect(key).not.toBe('');
    harness.dispatch(emailTemplatesActions.editorSubmitted(form));
    await harness.waitFor(emailTemplatesActions.saved.type);
    expect(sent).toEqual([['templates'], ['create', form, key]]);
    expect(ids()).toEqual(['c', 'b', 'a']);
    expect(harness.getState().emailTemplates.editor.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: MARKETING_MESSAGES.templateCreated, options: { area: 'admin' } }]);
  });

  it('sends a create again under a new key when the server had seen the key with another form', async () => {
    let attempts = 0;
    const { api, sent } = fakeApi({
      createTemplate: async (request, key) => {
        sent.push(['create', key]);
        attempts += 1;
        if (attempts === 1) throw refusal('IDEMPOTENCY_KEY_REUSED', 422);
        return { message: MARKETING_MESSAGES.templateCreated, template: template('c') };
      },
    });
    const { harness } = await opened(api);
    harness.dispatch(emailTemplatesActions.createOpened());
    const first = harness.getState().emailTemplates.editor.idempotencyKey;
    harness.dispatch(emailTemplatesActions.editorSubmitted(form));
    await harness.waitFor(emailTemplatesActions.saved.type);
    const keys = sent.filter(([what]) => what === 'create').map(([, key]) => key);
    expect(keys[0]).toBe(first);
    expect(keys[1]).not.toBe(first);
    expect(harness.types()).toContain(emailTemplatesActions.idempotencyKeyReplaced.type);
  });

  it('edits with the revision it was shown at; a crossed edit keeps the form open with the message and loads the list again', async () => {
    const { api, sent } = fakeApi();
    const { harness } = await opened(api);
    harness.dispatch(emailTemplatesActions.editOpened(template('a', { revision: 4 })));
    harness.dispatch(emailTemplatesActions.editorSubmitted(form));
    await harness.waitFor(emailTemplatesActions.saved.type);
    expect(sent[1]).toEqual(['update', 'a', form, 4]);

    const crossing = fakeApi({ updateTemplate: async () => Promise.reject(refusal('EDIT_CONFLICT')) });
    const conflicted = await opened(crossing.api);
    conflicted.harness.dispatch(emailTemplatesActions.editOpened(template('a')));
    conflicted.harness.dispatch(emailTemplatesActions.editorSubmitted(form));
    await conflicted.harness.waitFor(emailTemplatesActions.received.type, 2);
    expect(conflicted.harness.getState().emailTemplates.editor).toMatchObject({ open: true, submission: { status: 'failed', error: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } } });
    expect(crossing.sent.filter(([what]) => what === 'templates')).toHaveLength(2);
    expect(conflicted.notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT, options: { area: 'admin' } }]);
  });

  it("deletes after the confirmation; a template in use stays, with the server's 409 message in the dialog", async () => {
    const { api } = fakeApi({
      removeTemplate: async (id) => {
        if (id === 'b') throw refusal('EMAIL_TEMPLATE_IN_USE');
        return { message: MARKETING_MESSAGES.templateDeleted, _id: id };
      },
    });
    const { harness, notify, ids } = await opened(api);
    harness.dispatch(emailTemplatesActions.deleteRequested(template('b')));
    harness.dispatch(emailTemplatesActions.deleteConfirmed());
    await harness.waitFor(emailTemplatesActions.deleteFailed.type);
    expect(ids()).toEqual(['b', 'a']);
    expect(harness.getState().emailTemplates.deletion).toMatchObject({ template: { _id: 'b' }, submission: { status: 'failed', error: { message: ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE } } });

    harness.dispatch(emailTemplatesActions.deleteRequested(template('a')));
    harness.dispatch(emailTemplatesActions.deleteConfirmed());
    await harness.waitFor(emailTemplatesActions.deleted.type);
    expect(ids()).toEqual(['b']);
    expect(harness.getState().emailTemplates.deletion.template).toBeNull();
    expect(notify.calls.map((call) => [call.kind, call.message])).toEqual([
      ['error', ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE],
      ['success', MARKETING_MESSAGES.templateDeleted],
    ]);
  });

  it('keeps the rows on screen when a reload fails, with the fallback text', async () => {
    let calls = 0;
    const { api } = fakeApi({
      templates: async () => {
        calls += 1;
        if (calls > 1) throw new ApiError('Failed to fetch', null, null, null, null);
        return [template('a')];
      },
    });
    const { harness, ids } = await opened(api);
    harness.dispatch(emailTemplatesActions.opened());
    await harness.waitFor(emailTemplatesActions.loadFailed.type);
    expect(ids()).toEqual(['a']);
    expect(harness.getState().emailTemplates.list).toMatchObject({ status: 'failed', error: { message: MARKETING_MESSAGES.templatesLoadFailed } });
  });
});
