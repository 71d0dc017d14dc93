import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { campaignEmailDecider, CampaignEmailCommand } from './campaign-email.decider';
import type { CampaignEmailEvent } from './campaign-email.events';

const given = deciderSpec(campaignEmailDecider);
const key = { scenarioId: 's1', campaignId: 'c1', userId: 'u1', runKey: 'registered' };
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-10T03:00:05.000Z';
const command = <T extends CampaignEmailCommand['type']>(type: T, data: object = {}) => ({ type, data: { ...key, at, ...data } }) as Extract<CampaignEmailCommand, { type: T }>;

const sending = (attempt = 1): CampaignEmailEvent => ({ type: 'CampaignEmailSending', data: { ...key, at, attempt } });
const sent: CampaignEmailEvent = { type: 'CampaignEmailSent', data: { ...key, at, messageId: '<mkt.1@hocvien.local>' } };
const attemptFailed: CampaignEmailEvent = { type: 'CampaignEmailAttemptFailed', data: { ...key, at, attempt: 1, error: 'ECONNREFUSED' } };
const skipped: CampaignEmailEvent = { type: 'CampaignEmailSkipped', data: { ...key, at, reason: 'unsubscribed' } };

describe('campaign email decider', () => {
  it('claims, then records what the mail server said', () => {
    given([]).when(command('ClaimCampaignEmail', { attempt: 1, seen: 'none' })).then([sending()]);
    given([sending()]).when(command('RecordCampaignEmailSent', { messageId: '<mkt.1@hocvien.local>' })).then([sent]);
  });

  it('never sends an email with an outcome again, whatever is asked', () => {
    for (const outcome of [sent, skipped, { type: 'CampaignEmailFailed', data: { ...key, at, reason: 'refused' } } as CampaignEmailEvent]) {
      given([sending(), outcome]).when(command('ClaimCampaignEmail', { attempt: 2, seen: 'sent' })).then([]);
      given([sending(), outcome]).when(command('RecordCampaignEmailSent', { messageId: 'x' })).then([]);
      given([sending(), outcome]).when(command('FailCampaignEmail', { reason: 'gave_up' })).then([]);
    }
  });

  it('takes a claim nobody finished as a run that died mid-send: failed, unconfirmed, never mailed again', () => {
    given([sending()])
      .when(command('ClaimCampaignEmail', { attempt: 2, seen: 'sending', at: later }))
      .then([{ type: 'CampaignEmailFailed', data: { ...key, at: later, reason: 'unconfirmed' } }]);
  });

  it('refuses a claim another run made after this one looked: that run is sending it', () => {
    given([sending()]).when(command('ClaimCampaignEmail', { attempt: 1, seen: 'none' })).thenThrows('MARKETING_EMAIL_IN_FLIGHT');
  });

  it('lets the next attempt claim again after a failure the server never accepted', () => {
    given([sending()]).when(command('RecordCampaignEmailAttemptFailed', { attempt: 1, error: 'ECONNREFUSED' })).then([attemptFailed]);
    given([sending(), attemptFailed]).when(command('ClaimCampaignEmail', { attempt: 2, seen: 'retrying' })).then([sending(2)]);
    // Only the claiming run reports: a stray report without a claim records nothing.
    given([]).when(command('RecordCampaignEmailSent', { messageId: 'x' })).then([]);
    given([sending(), attemptFailed]).when(command('RecordCampaignEmailAttemptFailed', { attempt: 1, error: 'again' })).then([]);
  });

  it('skips before a claim, not after one', () => {
    given([]).when(command('SkipCampaignEmail', { reason: 'unsubscribed' })).then([skipped]);
    given([sending(), attemptFailed]).when(command('SkipCampaignEmail', { reason: 'unsubscribed' })).then([skipped]);
    given([sending()]).when(command('SkipCampaignEmail', { reason: 'unsubscribed' })).then([]);
  });

  it('keeps an error text short', () => {
    const [event] = given([sending()]).when(command('RecordCampaignEmailAttemptFailed', { attempt: 1, error: 'x'.repeat(2000) })).decided();
    expect(event).toMatchObject({ data: { error: 'x'.repeat(500) } });
  });

  it('records an open of a sent email once, however often its image is fetched', () => {
    const opened: CampaignEmailEvent = { type: 'CampaignEmailOpened', data: { ...key, at: later } };
    given([sending(), sent]).when(command('RecordCampaignEmailOpened', { at: later })).then([opened]);
    given([sending(), sent, opened]).when(command('RecordCampaignEmailOpened', { at: '2027-03-11T03:00:00.000Z' })).then([]);
    // Opening changes nothing for the sending worker: a job delivered again still finds the email done.
    given([sending(), sent, opened]).when(command('ClaimCampaignEmail', { attempt: 2, seen: 'sent' })).then([]);
  });

  it('counts no open of an email that was not sent (none yet, in flight, skipped or failed)', () => {
    const failed: CampaignEmailEvent = { type: 'CampaignEmailFailed', data: { ...key, at, reason: 'unconfirmed' } };
    for (const history of [[], [sending()], [sending(), attemptFailed], [skipped], [sending(), failed]]) {
      given(history).when(command('RecordCampaignEmailOpened')).then([]);
    }
  });

  it('folds an open into the sent state without changing its outcome', () => {
    const state = [sending(), sent, { type: 'CampaignEmailOpened', data: { ...key, at: later } } as CampaignEmailEvent].reduce(campaignEmailDecider.evolve, campaignEmailDecider.initialState);
    expect(state).toEqual({ status: 'sent', at, openedAt: later });
  });
});
