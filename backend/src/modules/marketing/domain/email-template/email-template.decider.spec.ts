import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { emailTemplateDecider } from './email-template.decider';
import type { EmailTemplateEvent } from './email-template.events';

const given = deciderSpec(emailTemplateDecider);
const by = 'admin-1';
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const templateId = 't1';
const content = { name: 'Chào mừng', subject: 'Chào {{name}}', body: '<p>Xin chào {{name}}, học {{courseTitle}} nhé.</p>' };

const created: EmailTemplateEvent = { type: 'EmailTemplateCreated', data: { templateId, ...content, by, at } };
const deleted: EmailTemplateEvent = { type: 'EmailTemplateDeleted', data: { templateId, by, at: later } };

describe('email template decider', () => {
  describe('creating', () => {
    it('records the template', () => {
      given([]).when({ type: 'CreateEmailTemplate', data: { templateId, ...content, by, at } }).then([created]);
    });

    it('records nothing for a retried create (the same id), even after an edit', () => {
      const edited: EmailTemplateEvent = { type: 'EmailTemplateEdited', data: { templateId, ...content, name: 'Khác', by, at: later } };
      given([created, edited]).when({ type: 'CreateEmailTemplate', data: { templateId, ...content, by, at } }).then([]);
    });

    it('refuses variables that do not exist, naming them', () => {
      const when = given([]).when({ type: 'CreateEmailTemplate', data: { templateId, ...content, body: 'Chào {{ten}}', by, at } });
      when.thenThrows('EMAIL_TEMPLATE_VARIABLE_UNKNOWN');
      expect(() => when.decided()).toThrow(/Biến không được hỗ trợ: \{\{ten\}\}\./);
    });

    it.each([
      [{ name: '  ' }, 'EMAIL_TEMPLATE_NAME_REQUIRED'],
      [{ name: '\u200b\u202e' }, 'EMAIL_TEMPLATE_NAME_REQUIRED'],
      [{ name: 'a'.repeat(121) }, 'EMAIL_TEMPLATE_NAME_TOO_LONG'],
      [{ subject: '' }, 'EMAIL_TEMPLATE_SUBJECT_REQUIRED'],
      [{ subject: 's'.repeat(201) }, 'EMAIL_TEMPLATE_SUBJECT_TOO_LONG'],
      [{ body: '' }, 'EMAIL_TEMPLATE_BODY_REQUIRED'],
      [{ body: 'b'.repeat(50_001) }, 'EMAIL_TEMPLATE_BODY_TOO_LONG'],
      [{ body: '<img src=x onerror="alert(1)">' }, 'EMAIL_TEMPLATE_UNSAFE_HTML'],
      [{ subject: 'Chào {{ hoTen }}' }, 'EMAIL_TEMPLATE_VARIABLE_UNKNOWN'],
    ] as const)('checks the form itself too (%#)', (change, code) => {
      given([]).when({ type: 'CreateEmailTemplate', data: { templateId, ...content, ...change, by, at } }).thenThrows(code);
    });
  });

  describe('editing', () => {
    it('records the content as it now stands', () => {
      const next = { ...content, subject: '{{name}} ơi, khóa học đang chờ' };
      given([created])
        .when({ type: 'EditEmailTemplate', data: { templateId, ...next, by, at: later } })
        .then([{ type: 'EmailTemplateEdited', data: { templateId, ...next, by, at: later } }]);
    });

    it('records nothing when the form is saved unchanged', () => {
      given([created]).when({ type: 'EditEmailTemplate', data: { templateId, ...content, by, at: later } }).then([]);
    });

    it('finds no template that was never created or was deleted', () => {
      given([]).when({ type: 'EditEmailTemplate', data: { templateId, ...content, by, at } }).thenThrows('EMAIL_TEMPLATE_NOT_FOUND');
      given([created, deleted]).when({ type: 'EditEmailTemplate', data: { templateId, ...content, by, at } }).thenThrows('EMAIL_TEMPLATE_NOT_FOUND');
    });
  });

  describe('deleting', () => {
    it('deletes a template no running campaign sends, once', () => {
      given([created]).when({ type: 'DeleteEmailTemplate', data: { templateId, campaignsUsing: 0, by, at: later } }).then([deleted]);
      given([created, deleted]).when({ type: 'DeleteEmailTemplate', data: { templateId, campaignsUsing: 0, by, at: later } }).then([]);
    });

    it('refuses while a running campaign sends it', () => {
      given([created]).when({ type: 'DeleteEmailTemplate', data: { templateId, campaignsUsing: 2, by, at: later } }).thenThrows('EMAIL_TEMPLATE_IN_USE');
    });

    it('finds no template that was never created', () => {
      given([]).when({ type: 'DeleteEmailTemplate', data: { templateId, campaignsUsing: 0, by, at } }).thenThrows('EMAIL_TEMPLATE_NOT_FOUND');
    });
  });
});
