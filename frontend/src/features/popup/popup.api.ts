import type { DeletePopupResponse, Popup, PopupChangedResponse, PopupForm, PublicPopup } from '@academy/contracts';
import type { ApiClient, Uploader } from '../../platform/api-client';

export interface PopupApi {
  /** GET /popups (admin): all of them, newest first. */
  list(): Promise<Popup[]>;
  /** `idempotencyKey`: one per opened form, so a create whose answer was lost is recorded once. */
  create(form: PopupForm, image: Blob | undefined, idempotencyKey: string): Promise<PopupChangedResponse>;
  /** `revision`: the popup as the admin loaded it; if another admin changed it since, the server refuses. */
  update(id: string, form: PopupForm, image: Blob | undefined, revision: number): Promise<PopupChangedResponse>;
  remove(id: string): Promise<DeletePopupResponse>;
  /** GET /popups/active: what visitors see, null when none is on. */
  active(): Promise<PublicPopup | null>;
}

export function createPopupApi(client: ApiClient & Uploader): PopupApi {
  return {
    list: async () => (await client.call('listPopups')).popups,
    create: (body, image, idempotencyKey) => client.upload('createPopup', { body, files: { image }, idempotencyKey }),
    update: (id, body, image, revision) => client.upload('updatePopup', { params: { id }, body, files: { image }, expectedRevision: revision }),
    remove: (id) => client.call('deletePopup', { params: { id } }),
    active: async () => (await client.call('getActivePopup')).popup,
  };
}
