/** The storage browser's error codes and their Vietnamese texts. */
export const STORAGE_ERRORS = {
  FILE_NOT_FOUND: 'Không tìm thấy tệp.',
  /** The general text; a refusal names the user with `fileInUseMessage`. */
  FILE_IN_USE: 'Tệp đang được dùng nên chưa thể xóa; hãy gỡ tệp khỏi nơi đang dùng trước khi xóa.',
  STORAGE_PATH_INVALID: 'Đường dẫn tệp hoặc thư mục không hợp lệ.',
  STORAGE_PAGE_TOKEN_INVALID: 'Mã trang tiếp theo không hợp lệ; vui lòng tải lại danh sách.',
} as const;

/** What keeps a stored file in use, as the storage browser names it. */
export type StoredFileUserKind = 'course' | 'tool' | 'media';

const USER_LABELS: Record<StoredFileUserKind, string> = { course: 'khóa học', tool: 'phần mềm', media: 'video' };

/** 'khóa học "Quảng cáo Facebook"': the kind of user and its title. */
export const storedFileUserLabel = ({ kind, title }: { kind: StoredFileUserKind; title: string }): string => `${USER_LABELS[kind]} "${title}"`;

/** The refusal naming who still uses the file and where to remove it first. */
export const fileInUseMessage = (user: { kind: StoredFileUserKind; title: string }): string =>
  `Tệp đang được dùng bởi ${storedFileUserLabel(user)}; hãy gỡ khỏi ${USER_LABELS[user.kind]} trước khi xóa.`;
