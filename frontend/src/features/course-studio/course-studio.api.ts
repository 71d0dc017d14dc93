import {
  AdminListCoursesQuery,
  AdminListPendingCoursesQuery,
  CourseChangedResponse,
  CreateCourseRequest,
  DeleteCourseResponse,
  EditableCourse,
  InstructorSummary,
  ListMyCoursesQuery,
  ManagedCourse,
  ReviewCourseRequest,
  UpdateCourseRequest,
} from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient, Uploader } from '../../platform/api-client';

/** The course form's files by multipart field name (`courseThumbnail`, `lectureThumbnails[3]`, …). */
export type CourseFiles = Record<string, Blob>;

export interface CourseUploadOptions {
  onProgress(percent: number): void;
  signal: AbortSignal;
}

/** A category the builder offers (the shown ones). */
export interface CategoryOption {
  _id: string;
  name: string;
}

/** What the builder knows of a library video: enough to name a lecture's video. */
export interface MediaLabel {
  title: string;
  durationSeconds: number | null;
}

export interface CourseStudioApi {
  listMine(query: ListMyCoursesQuery): Promise<Page<ManagedCourse>>;
  getMine(id: string): Promise<EditableCourse>;
  /** `idempotencyKey`: one per draft, so a create whose answer was lost is recorded once. */
  create(request: CreateCourseRequest, files: CourseFiles, idempotencyKey: string, options: CourseUploadOptions): Promise<CourseChangedResponse>;
  /** `revision`: the course as the form loaded it; a change made since is refused (409 EDIT_CONFLICT). */
  updateMine(id: string, request: UpdateCourseRequest, files: CourseFiles, revision: number, options: CourseUploadOptions): Promise<CourseChangedResponse>;
  /** Submit for review, unpublish or republish, by the course's status. */
  togglePublish(id: string, revision: number): Promise<CourseChangedResponse>;
  removeMine(id: string): Promise<DeleteCourseResponse>;

  adminList(query: AdminListCoursesQuery): Promise<Page<ManagedCourse>>;
  adminPending(query: AdminListPendingCoursesQuery): Promise<Page<ManagedCourse>>;
  adminGet(id: string): Promise<EditableCourse>;
  adminUpdate(id: string, request: UpdateCourseRequest, files: CourseFiles, revision: number, options: CourseUploadOptions): Promise<CourseChangedResponse>;
  review(request: ReviewCourseRequest): Promise<CourseChangedResponse>;
  /** Instructors for the admin's pickers and filters (the first 100, which covers an academy's staff). */
  instructors(): Promise<InstructorSummary[]>;

  /** The categories shown to students: a course may be filed only under one of them. */
  categories(): Promise<CategoryOption[]>;
  /** The library's videos by id, to name the lectures' videos (an admin asks for one instructor's). */
  mediaLabels(ownerId?: string): Promise<Record<string, MediaLabel>>;
}

/** Enough pages of the library to name every video an instructor is likely to have. */
const MEDIA_LABEL_PAGES = 5;

export function createCourseStudioApi(client: ApiClient & Uploader): CourseStudioApi {
  const courses = async (answer: Promise<{ courses: ManagedCourse[]; pagination: { currentPage: number; totalPages: number; totalItems: number } }>) => {
    const { courses: rows, pagination } = await answer;
    return toPage(rows, pagination, pagination.totalItems);
  };
  return {
    listMine: (query) => courses(client.call('listMyCourses', { query })),
    getMine: async (id) => (await client.call('getMyCourse', { params: { id } })).course,
    create: (body, files, idempotencyKey, { onProgress, signal }) => client.upload('createCourse', { body, files, idempotencyKey, onProgress, signal }),
    updateMine: (id, body, files, revision, { onProgress, signal }) =>
      client.upload('updateMyCourse', { params: { id }, body, files, expectedRevision: revision, onProgress, signal }),
    togglePublish: (id, revision) => client.call('toggleCoursePublish', { params: { id }, expectedRevision: revision }),
    removeMine: (id) => client.call('deleteMyCourse', { params: { id } }),

    adminList: (query) => courses(client.call('adminListCourses', { query })),
    adminPending: (query) => courses(client.call('adminListPendingCourses', { query })),
    adminGet: async (id) => (await client.call('adminGetCourse', { params: { id } })).course,
    adminUpdate: (id, body, files, revision, { onProgress, signal }) =>
      client.upload('adminUpdateCourse', { params: { id }, body, files, expectedRevision: revision, onProgress, signal }),
    review: (body) => client.call('reviewCourse', { body }),
    instructors: async () => (await client.call('adminListInstructors', { query: { limit: 100 } })).instructors,

    categories: async () => {
      const { categories } = await client.call('listCategories', { query: { isActive: 'true' } });
      return categories.map(({ _id, name }) => ({ _id, name }));
    },
    mediaLabels: async (ownerId) => {
      const labels: Record<string, MediaLabel> = {};
      for (let page = 1; page <= MEDIA_LABEL_PAGES; page += 1) {
        const { media, pagination } = await client.call('listMedia', { query: { page, limit: 100, ...(ownerId ? { ownerId } : {}) } });
        for (const { _id, title, durationSeconds } of media) labels[_id] = { title, durationSeconds };
        if (page >= pagination.totalPages) break;
      }
      return labels;
    },
  };
}
