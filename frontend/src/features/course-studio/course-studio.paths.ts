import { StudioArea } from './course-builder.slice';

/** The studio's screens (spec part 2 §2), for links and for the sagas that move between them. */
export const studioPaths = {
  list: (area: StudioArea) => (area === 'admin' ? '/admin/courses' : '/instructor/courses'),
  create: (area: StudioArea) => (area === 'admin' ? '/admin/courses/create' : '/instructor/courses/create'),
  edit: (area: StudioArea, id: string) => (area === 'admin' ? `/admin/courses/${encodeURIComponent(id)}/edit` : `/instructor/courses/${encodeURIComponent(id)}/edit`),
  review: (id: string) => `/admin/courses/${encodeURIComponent(id)}/review`,
  pending: '/admin/courses/pending',
  publicPage: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
};
