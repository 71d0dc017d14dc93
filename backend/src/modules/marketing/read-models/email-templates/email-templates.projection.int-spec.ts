import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { EmailTemplateEvent } from '../../domain/email-template/email-template.events';
import { emailTemplatesProjection } from './email-templates.projection';
import { EMAIL_TEMPLATES_COLLECTION, EmailTemplateRow } from './email-templates.read-model';
import { EmailTemplatesQuery } from './email-templates.query';

const by = 'admin-1';
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const content = { name: 'Chào mừng', subject: 'Chào {{name}}', body: '<p>{{name}} ơi, học {{courseTitle}} nhé. {{name}}</p>' };
const created = (templateId = 't1', when = at): EmailTemplateEvent & { streamId: string } => ({
  type: 'EmailTemplateCreated',
  data: { templateId, ...content, by, at: when },
  streamId: `marketing_email_template-${templateId}`,
});
const onT1 = { streamId: 'marketing_email_template-t1' };

const row: EmailTemplateRow = { id: 't1', ...content, variables: ['name', 'courseTitle'], deleted: false, createdAt: at, updatedAt: at, revision: 0 };

describe('email templates projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(emailTemplatesProjection);
  });
  afterAll(() => spec.close());

  it('lists a new template with the variables it uses', async () => {
    await spec.givenEvents(created()).thenRows(EMAIL_TEMPLATES_COLLECTION, [row]);
  });

  it('shows the content as edited, with its revision', async () => {
    const edited = { name: 'Giỏ hàng', subject: 'Đơn {{orderCode}} chờ bạn', body: 'Thanh toán {{orderCode}}' };
    await spec
      .givenEvents(created(), { type: 'EmailTemplateEdited', data: { templateId: 't1', ...edited, by, at: later }, ...onT1 })
      .thenRows(EMAIL_TEMPLATES_COLLECTION, [{ ...row, ...edited, variables: ['orderCode'], updatedAt: later, revision: 1 }]);
  });

  it('keeps a deleted template’s content for a send but out of the list, newest first', async () => {
    await spec
      .givenEvents(created(), created('t2', later), { type: 'EmailTemplateDeleted', data: { templateId: 't1', by, at: later }, ...onT1 })
      .thenRows(EMAIL_TEMPLATES_COLLECTION, [
        { ...row, deleted: true, updatedAt: later, revision: 1 },
        { ...row, id: 't2', createdAt: later, updatedAt: later },
      ]);
    const query = new EmailTemplatesQuery(spec.store);
    expect((await query.list()).templates.map((template) => template._id)).toEqual(['t2']);
    expect(await query.live('t1')).toBeNull();
    expect(await query.content('t1')).toEqual({ subject: content.subject, body: content.body, variables: ['name', 'courseTitle'] });
  });
});
