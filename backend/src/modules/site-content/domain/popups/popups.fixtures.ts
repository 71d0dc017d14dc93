import type { PopupEvent } from './popups.events';

export const at = '2026-11-22T08:00:00.000Z';
export const later = '2026-11-22T09:00:00.000Z';
export const admin = 'admin-1';

export const imageKeyOf = (popupId: string, hash = 'a1b2') => `public/site-content/popups/${popupId}/popup-${hash}-1200.webp`;

/** A popup as the create form records it (switched off). */
export const created = (popupId: string, overrides: Partial<{ title: string; link: string; at: string }> = {}): PopupEvent => ({
  type: 'PopupCreated',
  data: { popupId, title: `Ưu đãi ${popupId}`, imageKey: imageKeyOf(popupId), link: 'https://khoahoc.vn/uu-dai', by: admin, at, ...overrides },
});

export const activated = (popupId: string, when = at): PopupEvent => ({ type: 'PopupActivated', data: { popupId, by: admin, at: when } });

export const deactivated = (popupId: string, replacedBy: string | null = null, when = at): PopupEvent => ({
  type: 'PopupDeactivated',
  data: { popupId, replacedBy, by: admin, at: when },
});
