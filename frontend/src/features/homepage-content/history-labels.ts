import type { HomepageVersion } from '@academy/contracts';

/** What a version changed, as the history reads it. */
export function changeLabel(version: HomepageVersion): string {
  switch (version.change) {
    case 'hero':
      return `Sửa phần Hero: “${version.hero.title}”`;
    case 'featured_courses':
      return version.featuredCourseIds === null ? 'Khóa học nổi bật: tự động (mới nhất)' : `Chọn ${version.featuredCourseIds.length} khóa học nổi bật`;
    case 'testimonials':
      return version.testimonials.length === 0 ? 'Ẩn khối cảm nhận học viên (không còn cảm nhận nào)' : `Sửa cảm nhận học viên (${version.testimonials.length} cảm nhận)`;
    case 'instructors':
      return version.instructors.length === 0 ? 'Ẩn khối giảng viên (không còn giảng viên nào)' : `Sửa giảng viên trên trang chủ (${version.instructors.length} giảng viên)`;
    case 'restored':
      return version.restoredVersion === 0 ? 'Khôi phục trang chủ mặc định' : `Khôi phục phiên bản ${version.restoredVersion}`;
    default: {
      const unknown: never = version.change;
      return unknown;
    }
  }
}

/** Who made it; a deleted account is named as such. */
export const editorName = (version: HomepageVersion) => version.by.name ?? 'Tài khoản đã xóa';
