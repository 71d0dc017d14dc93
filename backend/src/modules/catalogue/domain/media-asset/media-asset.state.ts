import { assertNever } from '../../../../platform/domain/decider';
import type { MediaAssetEvent } from './media-asset.events';

/** A deleted video keeps its owner: a repeated delete is answered for them alone. */
export type MediaAssetState =
  | { status: 'absent' }
  | { status: 'stored'; ownerId: string; fileKey: string }
  | { status: 'deleted'; ownerId: string };

export const initialState: MediaAssetState = { status: 'absent' };

export function evolve(state: MediaAssetState, event: MediaAssetEvent): MediaAssetState {
  switch (event.type) {
    case 'MediaAssetUploaded':
      return { status: 'stored', ownerId: event.data.ownerId, fileKey: event.data.fileKey };
    case 'MediaAssetDeleted':
      return { status: 'deleted', ownerId: event.data.ownerId };
    default:
      return assertNever(event);
  }
}
