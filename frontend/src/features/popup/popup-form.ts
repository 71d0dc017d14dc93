import { Popup, POPUP_IMAGE_MAX_BYTES, POPUP_MESSAGES, PopupForm, popupFormSchema, SITE_CONTENT_ERRORS } from '@academy/contracts';
import { checkWithSchema, FormDefinition } from '../../lib/form';

export const POPUP_FIELDS = ['title', 'link', 'isActive', 'image'] as const;
export type PopupField = (typeof POPUP_FIELDS)[number];
export type PopupValues = Record<PopupField, string>;

/** `isActive` is 'true' or 'false'; `image` is unused text (the picture is checked by `imageError`). */
export const EMPTY_POPUP: PopupValues = { title: '', link: 'https://', isActive: 'false', image: '' };

export const popupValues = (popup: Popup): PopupValues => ({ title: popup.title, link: popup.link, isActive: String(popup.isActive), image: '' });

/** A picture is needed to create a popup; the browser checks size and kind first, the server the bytes. */
export function imageError(file: Blob | null, creating: boolean): string | undefined {
  if (!file) return creating ? SITE_CONTENT_ERRORS.POPUP_IMAGE_REQUIRED : undefined;
  if (file.size > POPUP_IMAGE_MAX_BYTES) return POPUP_MESSAGES.imageTooLarge;
  if (file.type && !file.type.startsWith('image/')) return POPUP_MESSAGES.imageNotPicture;
  return undefined;
}

/** The form's checks: the contracts' schema as the server runs it, and the picture. */
export function popupForm(file: Blob | null, creating: boolean, initial: PopupValues = EMPTY_POPUP): FormDefinition<PopupField, PopupForm> {
  return {
    fields: POPUP_FIELDS,
    initial,
    validate: (values) =>
      checkWithSchema(popupFormSchema, { title: values.title, link: values.link, isActive: values.isActive === 'true' }, POPUP_FIELDS, {
        own: { image: imageError(file, creating) },
      }),
  };
}
