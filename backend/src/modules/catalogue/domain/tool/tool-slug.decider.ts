import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { SLUG_MAX_LENGTH, toSlug } from '../slug';
import type { ToolSlugEvent } from './tool.events';
import { toToolSlugStreamId } from './tool.stream';

/** Who holds the slug now; null when nobody (never claimed, or released). */
export type ToolSlugState = { owner: string | null };

export type ClaimToolSlug = { type: 'ClaimToolSlug'; data: { slug: string; toolId: string; at: string } };
export type ReleaseToolSlug = { type: 'ReleaseToolSlug'; data: { slug: string; toolId: string; at: string } };
export type ToolSlugCommand = ClaimToolSlug | ReleaseToolSlug;

/** The slug of a tool name; a name with nothing Latin to read gives no address, so it is refused. */
export function toolSlugOf(name: string): string {
  const slug = toSlug(name);
  if (!slug) throw new DomainError('TOOL_NAME_UNSLUGGABLE', 'invalid');
  return slug;
}

/**
 * The slugs a tool named `base` may take, in the order it tries them: `base`, then `base-2`,
 * `base-3`… Two tools may share a name (two editions of one product), never an address. The base is
 * shortened when needed so that every candidate stays a slug.
 */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

export function evolve(state: ToolSlugState, event: ToolSlugEvent): ToolSlugState {
  switch (event.type) {
    case 'ToolSlugClaimed':
      return { owner: event.data.toolId };
    case 'ToolSlugReleased':
      return { owner: null };
    default:
      return assertNever(event);
  }
}

export function decide(command: ToolSlugCommand, { owner }: ToolSlugState): ToolSlugEvent[] {
  switch (command.type) {
    case 'ClaimToolSlug':
      // The holder claiming again (a retried create) keeps what it has.
      if (owner === command.data.toolId) return [];
      if (owner !== null) throw new DomainError('TOOL_SLUG_TAKEN', 'conflict');
      return [{ type: 'ToolSlugClaimed', data: command.data }];
    case 'ReleaseToolSlug':
      // Only the holder can give a slug up; a repeated release finds it free already.
      return owner === command.data.toolId ? [{ type: 'ToolSlugReleased', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

/**
 * A decision on one tool cannot see the others, so uniqueness has its own tiny aggregate per slug
 * (as categories do): of two racing claims the event store lets only the first `no_stream` append
 * through; the other decides again, sees the claim and moves on to the next candidate.
 */
export const toolSlugDecider: Aggregate<ToolSlugCommand, ToolSlugEvent, ToolSlugState> = {
  initialState: { owner: null },
  evolve,
  decide,
  streamIdOf: (command) => toToolSlugStreamId(command.data.slug),
};
