import {
  Campaign,
  EmailScenario,
  EmailTemplate,
  ERROR_MESSAGES,
  EVERYONE,
  MARKETING_MESSAGES,
  PRIVACY_VERSION,
  SAMPLE_TEMPLATE_VALUES,
  TERMS_VERSION,
  type AudienceRulesInput,
  type Role,
} from '@academy/contracts';
import { UserAccountRegistrar } from '../src/modules/identity';
import { subscriptionDecider } from '../src/modules/marketing/domain/subscription/subscription.decider';
import { campaignRows } from '../src/modules/marketing/read-models/email-scenarios/email-scenarios.read-model';
import { CommandSender } from '../src/platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser, signedInVerifiedUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import { createEmulatorUser, EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

type Body = Record<string, unknown>;

// 10:00 in Hà Nội on 10 March 2027.
const START = '2027-03-10T03:00:00.000Z';

describe('email marketing over HTTP: templates, scenarios, campaigns, audiences', () => {
  const clock = new TestClock(START);
  const suite = apiSuite({}, { clock });
  const asAdmin = () => ({ token: suite.admin.idToken });
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  let serial = 0;
  const key = (label: string) => ({ 'Idempotency-Key': `${label}-${Date.now()}-${(serial += 1)}` });

  // Templates.
  const templateForm = (over: Body = {}): Body => ({
    name: `Chào mừng ${(serial += 1)}`,
    subject: 'Chào {{name}}, chào mừng tới học viện',
    body: '<p>Xin chào <b>{{name}}</b>,</p><p>Khóa <a href="{{courseUrl}}">{{courseTitle}}</a> đang chờ bạn.</p>',
    ...over,
  });
  const listTemplates = async (): Promise<EmailTemplate[]> => (await suite.api('GET', '/admin/email-templates', asAdmin())).body.templates;
  const createTemplate = (body: Body, headers: Record<string, string> = {}) => suite.api('POST', '/admin/email-templates', { ...asAdmin(), body, headers });
  const template = async (over: Body = {}): Promise<EmailTemplate> => {
    const response = await createTemplate(templateForm(over));
    expect(response.status).toBe(201);
    return response.body.template;
  };

  // Scenarios and campaigns.
  const listScenarios = async (): Promise<EmailScenario[]> => (await suite.api('GET', '/admin/email-scenarios', asAdmin())).body.scenarios;
  const scenarioInList = async (id: string) => (await listScenarios()).find((scenario) => scenario._id === id);
  const createScenario = (body: Body) => suite.api('POST', '/admin/email-scenarios', { ...asAdmin(), body });
  const scenario = async (name = 'Sau khi đăng ký', trigger: Body = { type: 'registered' }): Promise<EmailScenario> => {
    const response = await createScenario({ name, trigger });
    expect(response.status).toBe(201);
    return response.body.scenario;
  };
  const createCampaign = (body: Body) => suite.api('POST', '/admin/marketing-campaigns', { ...asAdmin(), body });
  const campaign = async (scenarioId: string, templateId: string, over: Body = {}): Promise<Campaign> => {
    const response = await createCampaign({ scenarioId, templateId, name: `Bước ${(serial += 1)}`, ...over });
    expect(response.status).toBe(201);
    return response.body.campaign;
  };
  const move = (campaignId: string, oldScenarioId: string, newScenarioId: string, token = suite.admin.idToken) =>
    suite.api('PUT', `/admin/marketing-campaigns/${campaignId}/scenario`, { token, body: { oldScenarioId, newScenarioId } });

  describe('email templates', () => {
    it('creates a template at the top of the list, with the variables it uses, and records who did it', async () => {
      const older = await template();
      clock.advance(1_000);
      const form = templateForm({ name: '  Nhắc học  ' });
      const response = await createTemplate(form);
      expect(response).toMatchObject({
        status: 201,
        body: {
          message: MARKETING_MESSAGES.templateCreated,
          template: {
            _id: expect.any(String),
            name: 'Nhắc học',
            subject: form.subject,
            body: form.body,
            variables: ['name', 'courseUrl', 'courseTitle'],
            createdAt: clock.now().toISOString(),
            updatedAt: clock.now().toISOString(),
            revision: 0,
          },
        },
      });
      const ids = (await listTemplates()).map((t) => t._id);
      expect(ids.indexOf(response.body.template._id)).toBeLessThan(ids.indexOf(older._id));
      const history = await events().readStream(`marketing_email_template-${response.body.template._id}`);
      expect(history.map((event) => [event.type, event.metadata.userId])).toEqual([['EmailTemplateCreated', suite.admin.uid]]);
    });

    it('makes one template of a create retried with the same Idempotency-Key', async () => {
      const headers = key('template');
      const form = templateForm();
      const [first, again] = [await createTemplate(form, headers), await createTemplate(form, headers)];
      expect(again).toMatchObject({ status: 201, body: { template: { _id: first.body.template._id } } });
      expect((await listTemplates()).filter((t) => t.name === form.name)).toHaveLength(1);
    });

    it('saves an edit, records nothing for an unchanged save, and refuses a crossed edit (If-Match) with 409', async () => {
      const created = await template();
      const path = `/admin/email-templates/${created._id}`;
      const edited = { name: created.name, subject: '{{name}} ơi, đơn {{orderCode}} chưa thanh toán', body: '<p>Thanh toán đơn {{orderCode}} nhé.</p>' };
      const response = await suite.api('PUT', path, { ...asAdmin(), body: edited, headers: { 'If-Match': '"0"' } });
      expect(response).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.templateUpdated, template: { ...edited, variables: ['name', 'orderCode'], revision: 1 } } });
      expect((await suite.api('PUT', path, { ...asAdmin(), body: edited })).status).toBe(200);
      const stale = await suite.api('PUT', path, { ...asAdmin(), body: { ...edited, name: 'Khác' }, headers: { 'If-Match': '"0"' } });
      expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
      expect((await events().readStream(`marketing_email_template-${created._id}`)).map((event) => event.type)).toEqual(['EmailTemplateCreated', 'EmailTemplateEdited']);
      expect((await suite.api('PUT', '/admin/email-templates/khong-co', { ...asAdmin(), body: edited })).status).toBe(404);
    });

    it.each<[Body, string, string]>([
      [{ name: '' }, 'name', ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_REQUIRED],
      [{ name: '\u200b\u200b' }, 'name', ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_REQUIRED],
      [{ name: 'x'.repeat(121) }, 'name', ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_TOO_LONG],
      [{ subject: '   ' }, 'subject', ERROR_MESSAGES.EMAIL_TEMPLATE_SUBJECT_REQUIRED],
      [{ subject: 'Chào\r\nBcc: a@b.vn' }, 'subject', 'Nội dung chứa ký tự không hợp lệ.'],
      [{ body: 'Chào {{ten}}, học {{ khoaHoc }}' }, 'body', 'Biến không được hỗ trợ: {{ten}}, {{khoaHoc}}. Các biến dùng được: {{name}}, {{email}}, {{courseTitle}}, {{courseUrl}}, {{orderCode}}, {{bonusAmount}}, {{bonusExpiresAt}}, {{siteUrl}}.'],
      [{ body: '<script>alert(1)</script>' }, 'body', ERROR_MESSAGES.EMAIL_TEMPLATE_UNSAFE_HTML],
      [{ body: 'x'.repeat(50_001) }, 'body', ERROR_MESSAGES.EMAIL_TEMPLATE_BODY_TOO_LONG],
      [{ body: 42 }, 'body', ERROR_MESSAGES.EMAIL_TEMPLATE_BODY_REQUIRED],
    ])('refuses a bad template with a Vietnamese 400 and records nothing (%#)', async (change, field, message) => {
      const before = await listTemplates();
      const response = await createTemplate(templateForm(change));
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect(await listTemplates()).toEqual(before);
    });

    it('previews a draft with sample values, values escaped, and records nothing', async () => {
      const before = await listTemplates();
      const response = await suite.api('POST', '/admin/email-templates/preview', { ...asAdmin(), body: { subject: 'Chào {{name}}', body: '<p>{{name}} – {{email}}</p>' } });
      expect(response).toMatchObject({
        status: 200,
        body: { subject: `Chào ${SAMPLE_TEMPLATE_VALUES.name}`, html: `<p>${SAMPLE_TEMPLATE_VALUES.name} – ${SAMPLE_TEMPLATE_VALUES.email}</p>` },
      });
      const unknown = await suite.api('POST', '/admin/email-templates/preview', { ...asAdmin(), body: { subject: 'x', body: '{{hoTen}}' } });
      expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringContaining('{{hoTen}}') } });
      expect(await listTemplates()).toEqual(before);
    });

    it('deletes a template nobody sends; refuses, with 409, one a campaign sends', async () => {
      const unused = await template();
      const response = await suite.api('DELETE', `/admin/email-templates/${unused._id}`, asAdmin());
      expect(response).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.templateDeleted, _id: unused._id } });
      expect((await listTemplates()).map((t) => t._id)).not.toContain(unused._id);
      expect((await suite.api('DELETE', `/admin/email-templates/${unused._id}`, asAdmin())).status).toBe(200);

      const used = await template();
      await campaign((await scenario())._id, used._id);
      const refused = await suite.api('DELETE', `/admin/email-templates/${used._id}`, asAdmin());
      expect(refused).toMatchObject({ status: 409, body: { code: 'EMAIL_TEMPLATE_IN_USE', message: ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE } });
      expect((await listTemplates()).map((t) => t._id)).toContain(used._id);
      expect((await suite.api('DELETE', '/admin/email-templates/khong-co', asAdmin())).status).toBe(404);
    });
  });

  describe('scenarios and their campaigns', () => {
    it('builds "after registration" with two campaigns, the second a day later, listed in order', async () => {
      const welcome = await template({ name: 'Chào mừng thành viên mới' });
      const tips = await template({ name: 'Mẹo học tập' });
      clock.advance(1_000);
      const created = await createScenario({ name: 'Sau khi đăng ký', trigger: { type: 'registered' } });
      expect(created).toMatchObject({
        status: 201,
        body: { message: MARKETING_MESSAGES.scenarioCreated, scenario: { name: 'Sau khi đăng ký', trigger: { type: 'registered' }, isActive: true, status: 'active', campaigns: [] } },
      });
      const scenarioId = created.body.scenario._id;
      const first = await createCampaign({ scenarioId, templateId: welcome._id, name: 'Chào mừng', delayFrom: 'trigger' });
      expect(first).toMatchObject({
        status: 201,
        body: {
          message: MARKETING_MESSAGES.campaignCreated,
          campaign: {
            scenarioId,
            templateId: welcome._id,
            templateName: 'Chào mừng thành viên mới',
            delay: { amount: 0, unit: 'minutes' },
            delayFrom: 'trigger',
            audience: EVERYONE,
            order: 1,
            status: 'active',
            stats: { sent: 0, opened: 0, failed: 0 },
          },
        },
      });
      const audience: AudienceRulesInput = { roles: ['student'], emailVerified: true };
      const second = await campaign(scenarioId, tips._id, { name: 'Mẹo học', delay: { amount: 1, unit: 'days' }, audience });
      expect(second).toMatchObject({ order: 2, delay: { amount: 1, unit: 'days' }, delayFrom: 'previous', audience: { ...EVERYONE, ...audience } });

      const listed = await scenarioInList(scenarioId);
      expect(listed?.campaigns.map((c) => [c.name, c.order])).toEqual([
        ['Chào mừng', 1],
        ['Mẹo học', 2],
      ]);
      expect((await listScenarios())[0]?._id).toBe(scenarioId);
    });

    it('edits a scenario and a campaign; a campaign put first moves to the top', async () => {
      const { _id: scenarioId } = await scenario();
      const t = await template();
      const a = await campaign(scenarioId, t._id);
      const b = await campaign(scenarioId, t._id);
      const trigger = { type: 'cart_unpaid', hours: 24 };
      const edited = await suite.api('PUT', `/admin/email-scenarios/${scenarioId}`, { ...asAdmin(), body: { name: 'Giỏ hàng chưa thanh toán', trigger, isActive: false } });
      expect(edited).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.scenarioUpdated, scenario: { name: 'Giỏ hàng chưa thanh toán', trigger, isActive: false } } });

      const body = { name: 'Nhắc thanh toán', templateId: t._id, delay: { amount: 2, unit: 'hours' }, audience: { ownsCourses: 'none' }, order: 1 };
      const response = await suite.api('PUT', `/admin/marketing-campaigns/${b._id}`, { ...asAdmin(), body });
      expect(response).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.campaignUpdated, campaign: { name: 'Nhắc thanh toán', delay: { amount: 2, unit: 'hours' }, order: 1 } } });
      expect((await suite.api('PUT', `/admin/marketing-campaigns/${a._id}`, { ...asAdmin(), body: { name: a.name, templateId: t._id, order: 2 } })).status).toBe(200);
      expect((await scenarioInList(scenarioId))?.campaigns.map((c) => c._id)).toEqual([b._id, a._id]);
    });

    it('refuses a campaign for a scenario or a template that does not exist', async () => {
      const t = await template();
      const { _id: scenarioId } = await scenario();
      expect(await createCampaign({ scenarioId: 'khong-co', templateId: t._id, name: 'x' })).toMatchObject({ status: 404, body: { code: 'EMAIL_SCENARIO_NOT_FOUND' } });
      expect(await createCampaign({ scenarioId, templateId: 'khong-co', name: 'x' })).toMatchObject({ status: 404, body: { code: 'EMAIL_TEMPLATE_NOT_FOUND' } });
      expect((await scenarioInList(scenarioId))?.campaigns).toEqual([]);
    });

    it.each<[string, Body, string, string]>([
      ['a scenario without a name', { name: '' }, 'name', ERROR_MESSAGES.EMAIL_SCENARIO_NAME_REQUIRED],
      ['an unknown trigger', { trigger: { type: 'birthday' } }, 'trigger.type', ERROR_MESSAGES.EMAIL_SCENARIO_TRIGGER_INVALID],
      ['an unpaid-cart wait of 0 hours', { trigger: { type: 'cart_unpaid', hours: 0 } }, 'trigger.hours', ERROR_MESSAGES.EMAIL_SCENARIO_HOURS_INVALID],
      ['a not-started wait of 400 days', { trigger: { type: 'course_not_started', days: 400 } }, 'trigger.days', ERROR_MESSAGES.EMAIL_SCENARIO_DAYS_INVALID],
    ])('refuses %s with a Vietnamese 400 and records nothing', async (_, change, field, message) => {
      const before = await listScenarios();
      const response = await createScenario({ name: 'Kịch bản', trigger: { type: 'registered' }, ...change });
      expect(response).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
      expect(await listScenarios()).toEqual(before);
    });

    it.each<[string, Body, string, string]>([
      ['a negative delay', { delay: { amount: -1, unit: 'hours' } }, 'delay.amount', ERROR_MESSAGES.MARKETING_CAMPAIGN_DELAY_INVALID],
      ['a delay over a year', { delay: { amount: 400, unit: 'days' } }, 'delay.amount', ERROR_MESSAGES.MARKETING_CAMPAIGN_DELAY_INVALID],
      ['a delay in weeks', { delay: { amount: 1, unit: 'weeks' } }, 'delay.unit', ERROR_MESSAGES.MARKETING_CAMPAIGN_DELAY_INVALID],
      ['place 0', { order: 0 }, 'order', ERROR_MESSAGES.MARKETING_CAMPAIGN_ORDER_INVALID],
      ['specific courses without courses', { audience: { ownsCourses: 'specific' } }, 'audience.courseIds', ERROR_MESSAGES.AUDIENCE_COURSES_REQUIRED],
      ['an unknown role', { audience: { roles: ['giang-vien'] } }, 'audience.roles.0', ERROR_MESSAGES.AUDIENCE_ROLE_INVALID],
    ])('refuses a campaign with %s (Vietnamese 400, nothing recorded)', async (_, change, field, message) => {
      const { _id: scenarioId } = await scenario();
      const t = await template();
      const response = await createCampaign({ scenarioId, templateId: t._id, name: 'Bước', ...change });
      expect(response).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
      expect((await scenarioInList(scenarioId))?.campaigns).toEqual([]);
    });

    describe('moving a campaign to another scenario', () => {
      it('moves it after the last step of the new scenario', async () => {
        const t = await template();
        const [from, to] = [await scenario('Nguồn'), await scenario('Đích')];
        const moved = await campaign(from._id, t._id);
        await campaign(to._id, t._id);
        const response = await move(moved._id, from._id, to._id);
        expect(response).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.campaignMoved, campaign: { _id: moved._id, scenarioId: to._id, order: 2 } } });
        expect((await scenarioInList(from._id))?.campaigns).toEqual([]);
        expect((await scenarioInList(to._id))?.campaigns.map((c) => c._id)[1]).toBe(moved._id);
      });

      it('answers 409 when the old scenario no longer holds it, and lets exactly one of two admins moving it at once win', async () => {
        const t = await template();
        const [s1, s2, s3] = [await scenario('Một'), await scenario('Hai'), await scenario('Ba')];
        const c = await campaign(s1._id, t._id);
        const otherAdmin = await signedInUser(suite.app, 'admin');
        const answers = await Promise.all([move(c._id, s1._id, s2._id), move(c._id, s1._id, s3._id, otherAdmin.idToken)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const lost = answers.find((answer) => answer.status === 409)!;
        expect(lost.body).toEqual({ code: 'MARKETING_CAMPAIGN_MOVED', message: ERROR_MESSAGES.MARKETING_CAMPAIGN_MOVED });
        const winner = answers.find((answer) => answer.status === 200)!.body.campaign.scenarioId;
        const holding = (await Promise.all([s1, s2, s3].map(async (s) => (await scenarioInList(s._id))?.campaigns.length))).reduce((a, b) => a! + b!, 0);
        expect(holding).toBe(1);
        expect((await scenarioInList(winner))?.campaigns.map((x) => x._id)).toEqual([c._id]);
        const moves = (await events().readStream(`marketing_campaign-${c._id}`)).filter((event) => event.type === 'MarketingCampaignMoved');
        expect(moves).toHaveLength(1);

        // The same move sent again (its answer lost) is answered, not refused; a stale one is refused.
        expect((await move(c._id, s1._id, winner)).status).toBe(200);
        const stale = await move(c._id, s1._id, winner === s2._id ? s3._id : s2._id);
        expect(stale).toMatchObject({ status: 409, body: { code: 'MARKETING_CAMPAIGN_MOVED' } });
      });

      it('refuses a move to a scenario that does not exist, or of a campaign that does not exist', async () => {
        const t = await template();
        const s = await scenario();
        const c = await campaign(s._id, t._id);
        expect(await move(c._id, s._id, 'khong-co')).toMatchObject({ status: 404, body: { code: 'EMAIL_SCENARIO_NOT_FOUND' } });
        expect(await move('khong-co', s._id, s._id)).toMatchObject({ status: 404, body: { code: 'MARKETING_CAMPAIGN_NOT_FOUND' } });
        expect(await suite.api('PUT', `/admin/marketing-campaigns/${c._id}/scenario`, { ...asAdmin(), body: { newScenarioId: s._id } })).toMatchObject({
          status: 400,
          body: { fields: { oldScenarioId: expect.any(String) } },
        });
      });
    });

    describe('deleting', () => {
      it('erases a campaign and a scenario that never sent mail, the scenario with its campaigns', async () => {
        const t = await template();
        const s = await scenario();
        const [a, b] = [await campaign(s._id, t._id), await campaign(s._id, t._id)];
        const removed = await suite.api('DELETE', `/admin/marketing-campaigns/${a._id}`, asAdmin());
        expect(removed).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.campaignDeleted, _id: a._id, outcome: 'deleted' } });
        const gone = await suite.api('DELETE', `/admin/email-scenarios/${s._id}`, asAdmin());
        expect(gone).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.scenarioDeleted, _id: s._id, outcome: 'deleted' } });
        expect(await scenarioInList(s._id)).toBeUndefined();
        expect((await events().readStream(`marketing_campaign-${b._id}`)).map((event) => event.type)).toEqual(['MarketingCampaignCreated', 'MarketingCampaignDeleted']);
        // Nothing sends the template any more.
        expect((await suite.api('DELETE', `/admin/email-templates/${t._id}`, asAdmin())).status).toBe(200);
        expect((await suite.api('DELETE', `/admin/email-scenarios/${s._id}`, asAdmin())).status).toBe(200);
        expect((await suite.api('DELETE', '/admin/email-scenarios/khong-co', asAdmin())).status).toBe(404);
      });

      it('archives, not erases, a scenario whose campaign sent mail, and refuses changes to it', async () => {
        const t = await template();
        const s = await scenario();
        const [sentSome, sentNone] = [await campaign(s._id, t._id), await campaign(s._id, t._id)];
        // The sending workers (the next part of the issue) count sent mail on the campaign's row; one email, as they would.
        await campaignRows(suite.app.app.get<ReadStore>(READ_STORE)).increment(sentSome._id, { sent: 1 });
        const response = await suite.api('DELETE', `/admin/email-scenarios/${s._id}`, asAdmin());
        expect(response).toMatchObject({ status: 200, body: { message: MARKETING_MESSAGES.scenarioArchived, outcome: 'archived' } });
        expect(await scenarioInList(s._id)).toBeUndefined();
        expect((await events().readStream(`marketing_campaign-${sentSome._id}`)).map((event) => event.type)).toEqual(['MarketingCampaignCreated', 'MarketingCampaignArchived']);
        expect((await events().readStream(`marketing_campaign-${sentNone._id}`)).map((event) => event.type)).toEqual(['MarketingCampaignCreated', 'MarketingCampaignDeleted']);
        expect((await events().readStream(`marketing_email_scenario-${s._id}`)).map((event) => event.type)).toEqual(['EmailScenarioCreated', 'EmailScenarioArchived']);

        const edit = await suite.api('PUT', `/admin/email-scenarios/${s._id}`, { ...asAdmin(), body: { name: 'Lại', trigger: { type: 'registered' } } });
        expect(edit).toMatchObject({ status: 409, body: { code: 'EMAIL_SCENARIO_ARCHIVED', message: ERROR_MESSAGES.EMAIL_SCENARIO_ARCHIVED } });
        expect(await createCampaign({ scenarioId: s._id, templateId: t._id, name: 'x' })).toMatchObject({ status: 409, body: { code: 'EMAIL_SCENARIO_ARCHIVED' } });
        expect(await suite.api('PUT', `/admin/marketing-campaigns/${sentSome._id}`, { ...asAdmin(), body: { name: 'x', templateId: t._id } })).toMatchObject({ status: 409 });
      });
    });
  });

  describe('POST /admin/audience/count against real accounts', () => {
    // A day of their own: only the people signed up in this block count for "registered on AUDIENCE_DAY".
    const AUDIENCE_DAY = '2027-05-20';
    const onTheDay = { registeredFrom: AUDIENCE_DAY, registeredTo: AUDIENCE_DAY };
    const count = async (rules: AudienceRulesInput) => {
      const response = await suite.api('POST', '/admin/audience/count', { ...asAdmin(), body: { rules: { ...onTheDay, ...rules } } });
      expect(response.status).toBe(200);
      return response.body;
    };
    let buyer: EmulatorUser;
    let courseId: string;

    const unverified = async (role: Role) => {
      const user = await createEmulatorUser(role);
      await suite.app.app.get(UserAccountRegistrar).register({
        uid: user.uid,
        role,
        personal: { name: 'Chưa xác thực', email: user.email, phoneNumber: '', age: null, avatarUrl: null },
        emailVerified: false,
        source: 'self',
        registeredBy: null,
        registeredAt: clock.now(),
        consent: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION },
        marketingEmails: true,
      });
      return user;
    };

    beforeAll(async () => {
      const instructor = await signedInUser(suite.app, 'instructor');
      ({ courseId } = await publishedCourse(suite, instructor, 'Email marketing', 299_000));
      clock.set('2027-05-20T02:00:00.000Z'); // 09:00 on 20 May in Vietnam
      // Everyone here ticked the marketing email box at sign-up, but one student who did not.
      const optedIn = { marketingEmails: true };
      buyer = await signedInUser(suite.app, 'student', optedIn);
      const [, affiliate, depositor, bonusHolder, leaver] = await Promise.all([
        unverified('student'),
        signedInVerifiedUser(suite.app, 'student', optedIn),
        signedInUser(suite.app, 'student', optedIn),
        signedInUser(suite.app, 'student', optedIn),
        signedInUser(suite.app, 'student', optedIn),
        signedInUser(suite.app, 'instructor', optedIn),
        signedInUser(suite.app, 'student', { marketingEmails: false }),
      ]);
      // A course through the admin's grant, a membership, a deposit paid by transfer, a bonus code claimed.
      expect((await suite.api('POST', '/admin/enrollments', { ...asAdmin(), body: { userId: buyer.uid, courseId } })).status).toBe(200);
      expect((await suite.api('POST', '/affiliates/me/join', { token: affiliate.idToken })).status).toBe(200);
      const deposit = await suite.api('POST', '/wallet/deposit', { token: depositor.idToken, body: { amount: 50_000 }, headers: key('deposit') });
      expect((await reportTransfer(suite.api, sepayNotification(`${deposit.body.code} nap tien`, 50_000))).status).toBe(200);
      const code = `MKT${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
      const bonusForm = { code, bonusAmount: 20_000, validityDays: 30, claimLimit: null, validFrom: null, validUntil: null };
      expect((await suite.api('POST', '/admin/bonus-codes', { ...asAdmin(), body: bonusForm })).status).toBe(201);
      expect((await suite.api('POST', '/bonus/claim', { token: bonusHolder.idToken, body: { code } })).status).toBe(200);
      // The one-click link comes with the sending part; the decision it will make is this one.
      const at = clock.now();
      await suite.app.app.get(CommandSender).decide(subscriptionDecider, { type: 'Unsubscribe', data: { userId: leaver.uid, via: 'link', campaignId: null, at: at.toISOString() } }, { at });
      // Money arrives through the wallet's reactions a moment after the answers.
      await eventually(async () => expect(await count({ hasDeposited: true })).toEqual({ count: 1, matched: 1 }));
      await eventually(async () => expect(await count({ hasBonus: true })).toEqual({ count: 1, matched: 1 }));
    }, 60_000);

    it('counts everyone signed up that day, and those a campaign may mail (verified, opted in and not unsubscribed)', async () => {
      expect(await count({})).toEqual({ matched: 8, count: 5 });
    });

    it.each<[string, AudienceRulesInput, { matched: number; count: number }]>([
      ['instructors', { roles: ['instructor'] }, { matched: 1, count: 1 }],
      ['students and admins', { roles: ['student', 'admin'] }, { matched: 7, count: 4 }],
      ['owners of any course', { ownsCourses: 'any' }, { matched: 1, count: 1 }],
      ['owners of that course', { ownsCourses: 'specific', courseIds: ['khong-co', 'x'] }, { matched: 0, count: 0 }],
      ['people without a course', { ownsCourses: 'none' }, { matched: 7, count: 4 }],
      ['affiliates', { isAffiliate: true }, { matched: 1, count: 1 }],
      ['non-affiliates', { isAffiliate: false }, { matched: 7, count: 4 }],
      ['people who deposited', { hasDeposited: true }, { matched: 1, count: 1 }],
      ['people holding bonus money', { hasBonus: true }, { matched: 1, count: 1 }],
      ['unverified addresses (never mailed)', { emailVerified: false }, { matched: 1, count: 0 }],
    ])('counts %s', async (_, rules, expected) => {
      expect(await count(rules)).toEqual(expected);
    });

    it('counts the owners of a specific course', async () => {
      expect(await count({ ownsCourses: 'specific', courseIds: [courseId] })).toEqual({ matched: 1, count: 1 });
      expect(await count({ ownsCourses: 'specific', courseIds: [courseId], roles: ['instructor'] })).toEqual({ matched: 0, count: 0 });
    });

    it('counts nobody on a day nobody signed up, and everyone with no rule at all', async () => {
      expect(await count({ registeredFrom: '2027-05-21', registeredTo: '2027-05-21' })).toEqual({ matched: 0, count: 0 });
      const everyone = await suite.api('POST', '/admin/audience/count', { ...asAdmin(), body: {} });
      expect(everyone.status).toBe(200);
      expect(everyone.body.matched).toBeGreaterThanOrEqual(8 + 3);
    });

    it.each<[Body, string, string]>([
      [{ roles: ['khach'] }, 'rules.roles.0', ERROR_MESSAGES.AUDIENCE_ROLE_INVALID],
      [{ ownsCourses: 'specific' }, 'rules.courseIds', ERROR_MESSAGES.AUDIENCE_COURSES_REQUIRED],
      [{ ownsCourses: 'vai' }, 'rules.ownsCourses', ERROR_MESSAGES.AUDIENCE_OWNERSHIP_INVALID],
      [{ registeredFrom: '20/05/2027' }, 'rules.registeredFrom', 'Ngày phải có dạng YYYY-MM-DD.'],
      [{ registeredFrom: '2027-05-21', registeredTo: '2027-05-20' }, 'rules.registeredTo', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.'],
      [{ hasBonus: 'co' }, 'rules.hasBonus', 'Phải là true hoặc false.'],
    ])('refuses bad rules with a Vietnamese 400 (%#)', async (rules, field, message) => {
      const response = await suite.api('POST', '/admin/audience/count', { ...asAdmin(), body: { rules } });
      expect(response).toMatchObject({ status: 400, body: { message, fields: { [field]: message } } });
    });
  });

  describe('access', () => {
    const calls: Array<[string, string, Body | undefined]> = [
      ['GET', '/admin/email-templates', undefined],
      ['POST', '/admin/email-templates', templateForm()],
      ['POST', '/admin/email-templates/preview', { subject: 'x', body: 'y' }],
      ['PUT', '/admin/email-templates/t1', templateForm()],
      ['DELETE', '/admin/email-templates/t1', undefined],
      ['GET', '/admin/email-scenarios', undefined],
      ['POST', '/admin/email-scenarios', { name: 'x', trigger: { type: 'manual' } }],
      ['PUT', '/admin/email-scenarios/s1', { name: 'x', trigger: { type: 'manual' } }],
      ['DELETE', '/admin/email-scenarios/s1', undefined],
      ['POST', '/admin/marketing-campaigns', { scenarioId: 's1', templateId: 't1', name: 'x' }],
      ['PUT', '/admin/marketing-campaigns/c1', { templateId: 't1', name: 'x' }],
      ['PUT', '/admin/marketing-campaigns/c1/scenario', { oldScenarioId: 's1', newScenarioId: 's2' }],
      ['DELETE', '/admin/marketing-campaigns/c1', undefined],
      ['POST', '/admin/audience/count', { rules: {} }],
    ];

    let instructor: EmulatorUser;
    beforeAll(async () => {
      instructor = await signedInUser(suite.app, 'instructor');
    });

    it.each(calls)('%s %s: 401 without a token, 403 for a student or an instructor, in Vietnamese', async (method, path, body) => {
      expect(await suite.api(method, path, { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED } });
      for (const user of [suite.student, instructor]) {
        expect(await suite.api(method, path, { token: user.idToken, body })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN } });
      }
    });
  });
});
