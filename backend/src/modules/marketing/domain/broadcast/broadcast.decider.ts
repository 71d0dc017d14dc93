import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { BroadcastEvent, EmailScenarioBroadcastRequested } from './broadcast.events';
import { BroadcastState, evolve, initialState } from './broadcast.state';
import { toBroadcastStreamId } from './broadcast.stream';

/** The handler has checked the scenario (manual, running, with a first step) on the read model. */
export type RequestBroadcast = { type: 'RequestBroadcast'; data: EmailScenarioBroadcastRequested['data'] };

export type BroadcastCommand = RequestBroadcast;

export function decide(command: BroadcastCommand, state: BroadcastState): BroadcastEvent[] {
  switch (command.type) {
    case 'RequestBroadcast':
      // The same request again (its answer was lost): one broadcast.
      return state.requested ? [] : [{ type: 'EmailScenarioBroadcastRequested', data: command.data }];
    default:
      return assertNever(command.type);
  }
}

/** Only the admin endpoint sends it. */
export const broadcastDecider: Aggregate<BroadcastCommand, BroadcastEvent, BroadcastState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toBroadcastStreamId(command.data.broadcastId),
};
