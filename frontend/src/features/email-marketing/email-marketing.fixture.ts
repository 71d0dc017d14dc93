import { Campaign, EmailScenario, EmailTemplate, EVERYONE } from '@academy/contracts';

/** A template, a scenario and a step as the API answers them, for this feature's specs. */
export const template = (id: string, overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  _id: id,
  name: `Mẫu ${id}`,
  subject: 'Chào {{name}}',
  body: '<p>Xin chào {{name}}</p>',
  variables: ['name'],
  createdAt: '2027-03-10T03:00:00.000Z',
  updatedAt: '2027-03-10T03:00:00.000Z',
  revision: 0,
  ...overrides,
});

export const campaign = (id: string, scenarioId: string, overrides: Partial<Campaign> = {}): Campaign => ({
  _id: id,
  scenarioId,
  name: `Bước ${id}`,
  templateId: 't1',
  templateName: 'Mẫu t1',
  delay: { amount: 0, unit: 'minutes' },
  delayFrom: 'previous',
  audience: EVERYONE,
  order: 1,
  status: 'active',
  stats: { sent: 0, opened: 0, failed: 0 },
  createdAt: '2027-03-10T03:00:00.000Z',
  updatedAt: '2027-03-10T03:00:00.000Z',
  revision: 0,
  ...overrides,
});

export const scenario = (id: string, overrides: Partial<EmailScenario> = {}): EmailScenario => ({
  _id: id,
  name: `Kịch bản ${id}`,
  trigger: { type: 'registered' },
  isActive: true,
  status: 'active',
  campaigns: [],
  createdAt: '2027-03-10T03:00:00.000Z',
  updatedAt: '2027-03-10T03:00:00.000Z',
  revision: 0,
  ...overrides,
});
