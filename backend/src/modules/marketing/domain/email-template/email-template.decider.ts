import { hasReadableText, hasUnsafeHtml, TEMPLATE_BODY_MAX, TEMPLATE_NAME_MAX, TEMPLATE_SUBJECT_MAX, unknownVariablesIn, unknownVariablesMessage, type ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { EmailTemplateContent, EmailTemplateEvent } from './email-template.events';
import { EmailTemplateState, evolve, initialState } from './email-template.state';
import { toEmailTemplateStreamId } from './email-template.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { templateId: string; by: string; at: string };

export type EmailTemplateCommand =
  /** The id comes from the request's `Idempotency-Key`, so a retried create names the same template. */
  | Command<'CreateEmailTemplate', ByAdmin & EmailTemplateContent>
  | Command<'EditEmailTemplate', ByAdmin & EmailTemplateContent>
  /** `campaignsUsing`: the running campaigns that send it now, from the scenarios read model. */
  | Command<'DeleteEmailTemplate', ByAdmin & { campaignsUsing: number }>;

type Data<Type extends EmailTemplateCommand['type']> = Extract<EmailTemplateCommand, { type: Type }>['data'];
type Live = Extract<EmailTemplateState, { status: 'live' }>;

export function decide(command: EmailTemplateCommand, state: EmailTemplateState): EmailTemplateEvent[] {
  switch (command.type) {
    case 'CreateEmailTemplate':
      return create(command.data, state);
    case 'EditEmailTemplate':
      return edit(command.data, live(state));
    case 'DeleteEmailTemplate':
      return remove(command.data, state);
    default:
      return assertNever(command);
  }
}

function create({ templateId, by, at, ...content }: Data<'CreateEmailTemplate'>, state: EmailTemplateState): EmailTemplateEvent[] {
  // A retried create (the same key, so the same id) finds its template made: nothing new.
  if (state.status !== 'none') return [];
  return [{ type: 'EmailTemplateCreated', data: { templateId, ...checked(content), by, at } }];
}

/** Saving the form unchanged records nothing; the new content applies to emails sent from now on. */
function edit({ templateId, by, at, ...content }: Data<'EditEmailTemplate'>, state: Live): EmailTemplateEvent[] {
  const next = checked(content);
  const same = next.name === state.content.name && next.subject === state.content.subject && next.body === state.content.body;
  return same ? [] : [{ type: 'EmailTemplateEdited', data: { templateId, ...next, by, at } }];
}

/**
 * A template a running campaign sends is not deleted: the scenario would be left with a step that
 * has nothing to send. A repeated delete finds it gone and records nothing.
 */
function remove({ templateId, campaignsUsing, by, at }: Data<'DeleteEmailTemplate'>, state: EmailTemplateState): EmailTemplateEvent[] {
  if (state.status === 'deleted') return [];
  live(state);
  if (campaignsUsing > 0) throw new DomainError('EMAIL_TEMPLATE_IN_USE', 'conflict');
  return [{ type: 'EmailTemplateDeleted', data: { templateId, by, at } }];
}

function live(state: EmailTemplateState): Live {
  if (state.status !== 'live') throw new DomainError('EMAIL_TEMPLATE_NOT_FOUND', 'not_found');
  return state;
}

/** The form's rules, checked here too: scripts and seeds reach the decider without the HTTP layer. */
function checked({ name, subject, body }: EmailTemplateContent): EmailTemplateContent {
  rule(hasReadableText(name), 'EMAIL_TEMPLATE_NAME_REQUIRED');
  rule(name.length <= TEMPLATE_NAME_MAX, 'EMAIL_TEMPLATE_NAME_TOO_LONG');
  rule(hasReadableText(subject), 'EMAIL_TEMPLATE_SUBJECT_REQUIRED');
  rule(subject.length <= TEMPLATE_SUBJECT_MAX, 'EMAIL_TEMPLATE_SUBJECT_TOO_LONG');
  rule(hasReadableText(body), 'EMAIL_TEMPLATE_BODY_REQUIRED');
  rule(body.length <= TEMPLATE_BODY_MAX, 'EMAIL_TEMPLATE_BODY_TOO_LONG');
  rule(!hasUnsafeHtml(body), 'EMAIL_TEMPLATE_UNSAFE_HTML');
  const unknown = unknownVariablesIn(subject, body);
  if (unknown.length > 0) throw new DomainError('EMAIL_TEMPLATE_VARIABLE_UNKNOWN', 'invalid', unknownVariablesMessage(unknown));
  return { name, subject, body };
}

function rule(holds: boolean, code: ErrorCode): void {
  if (!holds) throw new DomainError(code, 'invalid');
}

/** Admin commands check no role: only admin endpoints send them. */
export const emailTemplateDecider: Aggregate<EmailTemplateCommand, EmailTemplateEvent, EmailTemplateState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toEmailTemplateStreamId(command.data.templateId),
};
