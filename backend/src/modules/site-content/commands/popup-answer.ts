import type { PopupChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { PopupsQuery } from '../read-models/popups/popups.query';

/** The popup as it stands after a create or an update (the read model has caught up: read-your-writes). */
export async function popupAnswer(popups: PopupsQuery, popupId: string, message: string): Promise<PopupChangedResponse> {
  const popup = await popups.byId(popupId);
  if (!popup) throw new HttpProblem(404, 'POPUP_NOT_FOUND');
  return { message, popup };
}
