/** The storage browser's error codes and their Vietnamese texts. */
export const STORAGE_ERRORS = {
  FILE_NOT_FOUND: 'Không tìm thấy tệp.',
  /** The general text; a refusal names the user with `fileInUseMessage`. */
  FILE_IN_USE: 'Tệp đang được dùng nên chưa thể xóa; hãy gỡ tệp khỏi nơi đang dùng trước khi xóa.',
  STORAGE_PATH_INVALID: 'Đường dẫn tệp hoặc thư mục không hợp lệ.',
  STORAGE_PAGE_TOKEN_INVALID: 'Mã trang tiếp theo không hợp lệ; vui lòng tải lại danh sách.',
} as const;

/** What keeps a stored file in use, as the storage browser names it; `site`: a popup or the home page. */
export type StoredFileUserKind = 'course' | 'tool' | 'media' | 'site';

const USER_LABELS: Record<StoredFileUserKind, string> = { course: 'khóa học', tool: 'phần mềm', media: 'video', site: 'trang web' };

/** 'khóa học "Quảng cáo Facebook"': the kind of user and its title; 'trang web (Ảnh phần Hero)' for the site. */
export const storedFileUserLabel = ({ kind, title }: { kind: StoredFileUserKind; title: string }): string =>
  kind === 'site' ? `${USER_LABELS[kind]} (${title})` : `${USER_LABELS[kind]} "${title}"`;

/** The refusal naming who still uses the file and where to remove it first. */
export const fileInUseMessage = (user: { kind: StoredFileUserKind; title: string }): string =>
  user.kind === 'site'
    ? `Ảnh đang được dùng trên trang web (${user.title}), không thể xóa.`
    : `Tệp đang được dùng bởi ${storedFileUserLabel(user)}; hãy gỡ khỏi ${USER_LABELS[user.kind]} trước khi xóa.`;
