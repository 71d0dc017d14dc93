import { assertNever } from '../../../../platform/domain/decider';
import type { BroadcastEvent } from './broadcast.events';

export type BroadcastState = { requested: boolean };

export const initialState: BroadcastState = { requested: false };

export function evolve(_state: BroadcastState, event: BroadcastEvent): BroadcastState {
  switch (event.type) {
    case 'EmailScenarioBroadcastRequested':
      return { requested: true };
    default:
      return assertNever(event.type);
  }
}
