import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * An admin sent a manual scenario now: its first step goes to everyone in that step's audience, page
 * by page (marketing's start-scenarios reaction hands it to the broadcast worker).
 */
export type EmailScenarioBroadcastRequested = DomainEvent<'EmailScenarioBroadcastRequested', { broadcastId: string; scenarioId: string; by: string; at: string }>;

export type BroadcastEvent = EmailScenarioBroadcastRequested;

export const BROADCAST_EVENT_TYPES = ['EmailScenarioBroadcastRequested'] as const satisfies ReadonlyArray<BroadcastEvent['type']>;
