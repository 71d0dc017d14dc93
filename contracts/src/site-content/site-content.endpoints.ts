import { endpoint, Endpoint, UploadRule } from '../shared';
import {
  adminHomepageResponseSchema,
  featuredCoursesFormSchema,
  HERO_IMAGE_MAX_BYTES,
  heroFormSchema,
  homepageChangedResponseSchema,
  homepageCourseOptionsResponseSchema,
  homepageHistoryQuerySchema,
  homepageHistoryResponseSchema,
  homeInstructorsFormSchema,
  HOME_INSTRUCTORS_MAX,
  homepageResponseSchema,
  PERSON_PHOTO_MAX_BYTES,
  restoreHomepageRequestSchema,
  testimonialsFormSchema,
  TESTIMONIALS_MAX,
} from './homepage.schemas';
import {
  activePopupResponseSchema,
  createPopupRequestSchema,
  deletePopupResponseSchema,
  listPopupsResponseSchema,
  POPUP_IMAGE_MAX_BYTES,
  popupChangedResponseSchema,
  updatePopupRequestSchema,
} from './popup.schemas';

/** The popup form's one file: required when creating, optional when editing (absent keeps the current one). */
export const POPUP_UPLOADS = { image: { kind: 'image', maxBytes: POPUP_IMAGE_MAX_BYTES } } as const satisfies Record<string, UploadRule>;
/** The hero form's picture: optional (absent keeps the current one). */
export const HERO_UPLOADS = { image: { kind: 'image', maxBytes: HERO_IMAGE_MAX_BYTES } } as const satisfies Record<string, UploadRule>;

/** A new photo for the i-th testimonial is the file `photo[i]`. */
export const TESTIMONIAL_UPLOADS = { photo: { kind: 'image', maxBytes: PERSON_PHOTO_MAX_BYTES, indexed: { maxCount: TESTIMONIALS_MAX } } } as const satisfies Record<string, UploadRule>;
/** A new photo for the i-th instructor is the file `photo[i]`. */
export const HOME_INSTRUCTOR_UPLOADS = { photo: { kind: 'image', maxBytes: PERSON_PHOTO_MAX_BYTES, indexed: { maxCount: HOME_INSTRUCTORS_MAX } } } as const satisfies Record<string, UploadRule>;

/** The advertising popup (spec part 1 section 7 'Popups') and the homepage editor (/admin/edit). */
export const siteContentEndpoints = {
  listPopups: endpoint({
    method: 'get',
    path: '/popups',
    access: 'admin',
    tag: 'site-content',
    summary: 'Danh sách popup quảng cáo (mới nhất trước)',
    response: listPopupsResponseSchema,
  }),
  createPopup: endpoint({
    method: 'post',
    path: '/popups',
    access: 'admin',
    tag: 'site-content',
    summary: 'Tạo popup (multipart: ảnh image và trường JSON data); bật popup này sẽ tắt popup đang bật',
    body: createPopupRequestSchema,
    response: popupChangedResponseSchema,
    idempotent: true,
    upload: POPUP_UPLOADS,
  }),
  updatePopup: endpoint({
    method: 'put',
    path: '/popups/:id',
    access: 'admin',
    tag: 'site-content',
    summary: 'Cập nhật popup (multipart, ảnh tùy chọn; If-Match); bật popup này sẽ tắt popup đang bật',
    body: updatePopupRequestSchema,
    response: popupChangedResponseSchema,
    upload: POPUP_UPLOADS,
  }),
  deletePopup: endpoint({
    method: 'delete',
    path: '/popups/:id',
    access: 'admin',
    tag: 'site-content',
    summary: 'Xóa popup',
    response: deletePopupResponseSchema,
  }),
  getActivePopup: endpoint({
    method: 'get',
    path: '/popups/active',
    access: 'public',
    tag: 'site-content',
    summary: 'Popup đang bật cho khách truy cập (null khi không có)',
    response: activePopupResponseSchema,
  }),
  getHomepage: endpoint({
    method: 'get',
    path: '/homepage',
    access: 'public',
    tag: 'site-content',
    summary: 'Nội dung trang chủ: phần Hero, khóa học nổi bật, cảm nhận học viên, giảng viên và số khóa học đang bán',
    response: homepageResponseSchema,
  }),
  getAdminHomepage: endpoint({
    method: 'get',
    path: '/admin/homepage',
    access: 'admin',
    tag: 'site-content',
    summary: 'Nội dung trang chủ cho trình chỉnh sửa (phiên bản, người sửa gần nhất)',
    response: adminHomepageResponseSchema,
  }),
  getHomepageHistory: endpoint({
    method: 'get',
    path: '/admin/homepage/history',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lịch sử thay đổi trang chủ (mới nhất trước, phân trang)',
    query: homepageHistoryQuerySchema,
    response: homepageHistoryResponseSchema,
  }),
  listHomepageCourseOptions: endpoint({
    method: 'get',
    path: '/admin/homepage/course-options',
    access: 'admin',
    tag: 'site-content',
    summary: 'Các khóa học đang bán có thể chọn làm nổi bật',
    response: homepageCourseOptionsResponseSchema,
  }),
  updateHomepageHero: endpoint({
    method: 'put',
    path: '/admin/homepage/hero',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lưu phần Hero (multipart: ảnh image tùy chọn và trường JSON data; If-Match)',
    body: heroFormSchema,
    response: homepageChangedResponseSchema,
    upload: HERO_UPLOADS,
  }),
  updateHomepageFeaturedCourses: endpoint({
    method: 'put',
    path: '/admin/homepage/featured-courses',
    access: 'admin',
    tag: 'site-content',
    summary: 'Chọn và sắp xếp khóa học nổi bật (null: khóa học mới nhất; If-Match)',
    body: featuredCoursesFormSchema,
    response: homepageChangedResponseSchema,
  }),
  updateHomepageTestimonials: endpoint({
    method: 'put',
    path: '/admin/homepage/testimonials',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lưu cảm nhận học viên theo thứ tự (multipart: trường JSON data và ảnh photo[i] tùy chọn; If-Match)',
    body: testimonialsFormSchema,
    response: homepageChangedResponseSchema,
    upload: TESTIMONIAL_UPLOADS,
  }),
  updateHomepageInstructors: endpoint({
    method: 'put',
    path: '/admin/homepage/instructors',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lưu giảng viên hiển thị trên trang chủ theo thứ tự (multipart: trường JSON data và ảnh photo[i] tùy chọn; If-Match)',
    body: homeInstructorsFormSchema,
    response: homepageChangedResponseSchema,
    upload: HOME_INSTRUCTOR_UPLOADS,
  }),
  restoreHomepageVersion: endpoint({
    method: 'post',
    path: '/admin/homepage/restore',
    access: 'admin',
    tag: 'site-content',
    summary: 'Khôi phục trang chủ về một phiên bản trước (ghi thành một thay đổi mới; If-Match)',
    body: restoreHomepageRequestSchema,
    response: homepageChangedResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
