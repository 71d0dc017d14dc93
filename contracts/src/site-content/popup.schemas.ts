import { z } from 'zod';
import { hasReadableText, text } from '../shared';
import { POPUP_MESSAGES } from './site-content.messages';
import { webLink } from './site-content.fields';

import { POPUP_TITLE_MAX } from './popup.constants';

export * from './popup.constants';

/**
 * The popup form (the JSON `data` field of the multipart create and update). `isActive` true shows
 * it to visitors; at most one popup is active, so turning one on turns the active one off.
 */
export const popupFormSchema = z.object({
  title: text({ max: POPUP_TITLE_MAX, required: POPUP_MESSAGES.titleRequired, tooLong: POPUP_MESSAGES.titleTooLong }).refine(
    hasReadableText,
    POPUP_MESSAGES.titleRequired,
  ),
  link: webLink(POPUP_MESSAGES.linkInvalid),
  isActive: z.boolean(POPUP_MESSAGES.activeInvalid).default(false),
});
export type PopupForm = z.input<typeof popupFormSchema>;
export const createPopupRequestSchema = popupFormSchema;
export type CreatePopupRequest = PopupForm;
export const updatePopupRequestSchema = popupFormSchema;
export type UpdatePopupRequest = PopupForm;

/** A popup as the admin list shows it (spec part 1 section 3: _id, title, imageUrl, link). */
export const popupSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** `/files/public/...` WebP, 1200 pixels wide at most. */
  imageUrl: z.string(),
  link: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What an update sends back as `If-Match`, so a change made meanwhile by another admin is not overwritten. */
  revision: z.number().int(),
});
export type Popup = z.infer<typeof popupSchema>;

/** The active popup as visitors get it. */
export const publicPopupSchema = popupSchema.pick({ _id: true, title: true, imageUrl: true, link: true });
export type PublicPopup = z.infer<typeof publicPopupSchema>;

export const listPopupsResponseSchema = z.object({ popups: z.array(popupSchema) });
export type ListPopupsResponse = z.infer<typeof listPopupsResponseSchema>;

export const popupChangedResponseSchema = z.object({ message: z.string(), popup: popupSchema });
export type PopupChangedResponse = z.infer<typeof popupChangedResponseSchema>;

export const deletePopupResponseSchema = z.object({ message: z.string(), id: z.string() });
export type DeletePopupResponse = z.infer<typeof deletePopupResponseSchema>;

/** `popup` is null when no popup is active: the site shows nothing. */
export const activePopupResponseSchema = z.object({ popup: publicPopupSchema.nullable() });
export type ActivePopupResponse = z.infer<typeof activePopupResponseSchema>;
