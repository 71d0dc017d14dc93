import { COURSE_LIMITS, COURSE_MESSAGES, CourseLevel, CreateCourseRequest, EditableCourse, createCourseRequestSchema } from '@academy/contracts';
import { formatMinutesSeconds, parseDuration, priceDigits } from './course-studio.format';

/**
 * The course builder's form as the screen edits it. Form state stays in the component (the Redux
 * style guide's advice); this module is its pure model: the draft, the edits, and the check that
 * turns it into the contracts' request.
 */

/** An image picked in this session, not yet sent: the file itself waits in `pickedFiles`. */
export interface ImagePick {
  fileKey: string;
  /** An object URL for the preview. */
  previewUrl: string;
  name: string;
}

/** A saved image (its URL) and, once the user picks one, the replacement to send. */
export interface ImageSlot {
  url: string | null;
  pick: ImagePick | null;
}

export interface LectureDraft {
  /** Names the row on screen (React key, error address) whether or not the server has seen it. */
  key: string;
  /** The server's id: kept through edits, so the lecture keeps its id, progress and thumbnail. */
  lectureId?: string;
  title: string;
  mediaId: string;
  /** The picked video's title, when known. */
  mediaTitle: string | null;
  /** As typed, 'm:ss'. */
  duration: string;
  isFreePreview: boolean;
  thumbnail: ImageSlot;
}

export interface SectionDraft {
  key: string;
  sectionId?: string;
  title: string;
  lectures: LectureDraft[];
}

export interface CourseDraft {
  /** The admin's pick when creating for an instructor; '' otherwise. */
  instructorId: string;
  title: string;
  shortDescription: string;
  description: string;
  /** '' for none. */
  categoryId: string;
  level: CourseLevel;
  /** Digits only ('' while empty); shown grouped. */
  price: string;
  originalPrice: string;
  seoTitle: string;
  seoDescription: string;
  courseThumbnail: ImageSlot;
  seoThumbnail: ImageSlot;
  sections: SectionDraft[];
}

export type DetailField = 'instructorId' | 'title' | 'shortDescription' | 'description' | 'categoryId' | 'level' | 'price' | 'originalPrice' | 'seoTitle' | 'seoDescription';
export type CourseImage = 'courseThumbnail' | 'seoThumbnail';
export interface PickedVideo {
  _id: string;
  title: string;
  durationSeconds: number | null;
}

export type DraftEdit =
  | { type: 'reset'; draft: CourseDraft }
  | { type: 'fieldEdited'; field: DetailField; value: string }
  | { type: 'imagePicked'; image: CourseImage; pick: ImagePick | null }
  | { type: 'sectionAdded' }
  | { type: 'sectionRenamed'; key: string; title: string }
  | { type: 'sectionMoved'; key: string; by: -1 | 1 }
  | { type: 'sectionRemoved'; key: string }
  | { type: 'lectureAdded'; sectionKey: string }
  | { type: 'lectureEdited'; key: string; change: Partial<Pick<LectureDraft, 'title' | 'duration' | 'isFreePreview'>> }
  | { type: 'lectureVideoPicked'; key: string; video: PickedVideo }
  | { type: 'lectureThumbnailPicked'; key: string; pick: ImagePick | null }
  | { type: 'lectureMoved'; key: string; by: -1 | 1 }
  | { type: 'lectureDropped'; key: string; sectionKey: string; index: number }
  | { type: 'lectureRemoved'; key: string };

let counter = 0;
/** Keys only this screen sees; never sent. */
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

const noImage = (): ImageSlot => ({ url: null, pick: null });

export function emptyLecture(): LectureDraft {
  return { key: newKey('lecture'), title: '', mediaId: '', mediaTitle: null, duration: '0:00', isFreePreview: false, thumbnail: noImage() };
}

export function emptySection(): SectionDraft {
  return { key: newKey('section'), title: '', lectures: [emptyLecture()] };
}

export function emptyDraft(): CourseDraft {
  return {
    instructorId: '',
    title: '',
    shortDescription: '',
    description: '',
    categoryId: '',
    level: 'beginner',
    price: '',
    originalPrice: '',
    seoTitle: '',
    seoDescription: '',
    courseThumbnail: noImage(),
    seoThumbnail: noImage(),
    sections: [emptySection()],
  };
}

/** The saved course as the form edits it; `mediaTitles` names the videos the library knows. */
export function draftFromCourse(course: EditableCourse, mediaTitles: Record<string, { title: string }> = {}): CourseDraft {
  return {
    instructorId: course.instructorId,
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    categoryId: course.categoryId ?? '',
    level: course.level,
    price: String(course.price),
    originalPrice: course.originalPrice === null ? '' : String(course.originalPrice),
    seoTitle: course.seo.title,
    seoDescription: course.seo.description,
    courseThumbnail: { url: course.courseThumbnail, pick: null },
    seoThumbnail: { url: course.seoThumbnail, pick: null },
    sections: course.sections.map((section) => ({
      key: newKey('section'),
      sectionId: section.sectionId,
      title: section.title,
      lectures: section.lectures.map((lecture) => ({
        key: newKey('lecture'),
        lectureId: lecture.lectureId,
        title: lecture.title,
        mediaId: lecture.mediaId,
        mediaTitle: mediaTitles[lecture.mediaId]?.title ?? null,
        duration: formatMinutesSeconds(lecture.durationSeconds),
        isFreePreview: lecture.isFreePreview,
        thumbnail: { url: lecture.thumbnailUrl, pick: null },
      })),
    })),
  };
}

// ---- Edits ----

function moved<T>(items: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function mapLecture(draft: CourseDraft, key: string, change: (lecture: LectureDraft) => LectureDraft): CourseDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) =>
      section.lectures.some((l) => l.key === key) ? { ...section, lectures: section.lectures.map((l) => (l.key === key ? change(l) : l)) } : section,
    ),
  };
}

/** Where a lecture is: its section's index and its own. */
function locate(draft: CourseDraft, key: string): [number, number] | null {
  for (let s = 0; s < draft.sections.length; s += 1) {
    const l = draft.sections[s].lectures.findIndex((lecture) => lecture.key === key);
    if (l >= 0) return [s, l];
  }
  return null;
}

/**
 * Puts the lecture at `index` of section `target` as the section reads now, i.e. just before the
 * lecture now at `index` (an index past the end appends).
 */
function relocate(draft: CourseDraft, key: string, target: number, index: number): CourseDraft {
  const at = locate(draft, key);
  if (!at || target < 0 || target >= draft.sections.length) return draft;
  const lecture = draft.sections[at[0]].lectures[at[1]];
  // Taking it out first shifts the later lectures of its own section up by one.
  const insertAt = at[0] === target && at[1] < index ? index - 1 : index;
  const sections = draft.sections.map((section) => ({ ...section, lectures: section.lectures.filter((l) => l.key !== key) }));
  const lectures = [...sections[target].lectures];
  lectures.splice(Math.max(0, Math.min(insertAt, lectures.length)), 0, lecture);
  sections[target] = { ...sections[target], lectures };
  return { ...draft, sections };
}

/**
 * Up and down move a lecture within its section; past the first or last lecture it moves into
 * the end of the section above or the start of the one below.
 */
function moveLecture(draft: CourseDraft, key: string, by: -1 | 1): CourseDraft {
  const at = locate(draft, key);
  if (!at) return draft;
  const [s, l] = at;
  const count = draft.sections[s].lectures.length;
  if (l + by >= 0 && l + by < count) {
    const sections = [...draft.sections];
    sections[s] = { ...sections[s], lectures: moved(sections[s].lectures, l, l + by) };
    return { ...draft, sections };
  }
  const target = s + by;
  if (target < 0 || target >= draft.sections.length) return draft;
  return relocate(draft, key, target, by < 0 ? draft.sections[target].lectures.length : 0);
}

export function editDraft(draft: CourseDraft, edit: DraftEdit): CourseDraft {
  switch (edit.type) {
    case 'reset':
      return edit.draft;
    case 'fieldEdited': {
      const money = edit.field === 'price' || edit.field === 'originalPrice';
      return { ...draft, [edit.field]: money ? priceDigits(edit.value) : edit.value };
    }
    case 'imagePicked':
      return { ...draft, [edit.image]: { ...draft[edit.image], pick: edit.pick } };
    case 'sectionAdded':
      return { ...draft, sections: [...draft.sections, emptySection()] };
    case 'sectionRenamed':
      return { ...draft, sections: draft.sections.map((s) => (s.key === edit.key ? { ...s, title: edit.title } : s)) };
    case 'sectionMoved': {
      const from = draft.sections.findIndex((s) => s.key === edit.key);
      return from < 0 ? draft : { ...draft, sections: moved(draft.sections, from, from + edit.by) };
    }
    case 'sectionRemoved':
      return { ...draft, sections: draft.sections.filter((s) => s.key !== edit.key) };
    case 'lectureAdded':
      return { ...draft, sections: draft.sections.map((s) => (s.key === edit.sectionKey ? { ...s, lectures: [...s.lectures, emptyLecture()] } : s)) };
    case 'lectureEdited':
      return mapLecture(draft, edit.key, (lecture) => ({ ...lecture, ...edit.change }));
    case 'lectureVideoPicked': {
      const { _id, title, durationSeconds } = edit.video;
      // The video's own length fills the duration; the instructor may still correct it.
      return mapLecture(draft, edit.key, (lecture) => ({
        ...lecture,
        mediaId: _id,
        mediaTitle: title,
        title: lecture.title.trim() ? lecture.title : title,
        duration: durationSeconds !== null ? formatMinutesSeconds(durationSeconds) : lecture.duration,
      }));
    }
    case 'lectureThumbnailPicked':
      return mapLecture(draft, edit.key, (lecture) => ({ ...lecture, thumbnail: { ...lecture.thumbnail, pick: edit.pick } }));
    case 'lectureMoved':
      return moveLecture(draft, edit.key, edit.by);
    case 'lectureDropped': {
      const target = draft.sections.findIndex((s) => s.key === edit.sectionKey);
      return relocate(draft, edit.key, target, edit.index);
    }
    case 'lectureRemoved':
      return { ...draft, sections: draft.sections.map((s) => ({ ...s, lectures: s.lectures.filter((l) => l.key !== edit.key) })) };
    default: {
      const unknown: never = edit;
      return unknown;
    }
  }
}

// ---- The check that makes the request ----

/** The files beside the form, by the picked files' keys; lecture thumbnails by curriculum position. */
export interface BuilderImages {
  courseThumbnail?: string;
  seoThumbnail?: string;
  lectureThumbnails: Record<number, string>;
}

/** Messages by the address of what they are about: 'title', 'seo.title', 'sections.0.lectures.2.mediaId'. */
export type DraftErrors = Record<string, string>;

export type DraftCheck =
  | { ok: true; request: CreateCourseRequest; images: BuilderImages }
  | { ok: false; errors: DraftErrors; /** Shown above the save button: what is wrong, in one line. */ formError: string };

export const BUILDER_MESSAGES = {
  instructorRequired: 'Vui lòng chọn giảng viên cho khóa học.',
  sectionsRequired: 'Khóa học cần ít nhất một chương.',
  fixErrors: 'Vui lòng sửa các lỗi được đánh dấu trước khi lưu.',
} as const;

const addressOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The request the contracts' schema accepts, or every problem at once with the schema's own texts. */
export function checkDraft(draft: CourseDraft, options: { needsInstructor: boolean }): DraftCheck {
  const errors: DraftErrors = {};
  const sections = draft.sections.map((section, s) => ({
    ...(section.sectionId ? { sectionId: section.sectionId } : {}),
    title: section.title,
    lectures: section.lectures.map((lecture, l) => {
      const seconds = parseDuration(lecture.duration);
      if (seconds === null) errors[`sections.${s}.lectures.${l}.durationSeconds`] = COURSE_MESSAGES.lectureDurationInvalid;
      return {
        ...(lecture.lectureId ? { lectureId: lecture.lectureId } : {}),
        title: lecture.title,
        mediaId: lecture.mediaId,
        durationSeconds: seconds ?? 0,
        isFreePreview: lecture.isFreePreview,
      };
    }),
  }));
  const input = {
    title: draft.title,
    shortDescription: draft.shortDescription,
    description: draft.description,
    categoryId: draft.categoryId || null,
    level: draft.level,
    price: draft.price === '' ? undefined : Number(draft.price),
    originalPrice: draft.originalPrice === '' ? null : Number(draft.originalPrice),
    seo: { title: draft.seoTitle, description: draft.seoDescription },
    sections,
    ...(options.needsInstructor ? { instructorId: draft.instructorId || undefined } : {}),
  };
  if (options.needsInstructor && !draft.instructorId) errors.instructorId = BUILDER_MESSAGES.instructorRequired;
  if (draft.sections.length === 0) errors.sections = BUILDER_MESSAGES.sectionsRequired;

  const parsed = createCourseRequestSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const address = addressOf(issue.path);
      // The form's own texts first (the instructor, a duration it could not read).
      if (!errors[address]) errors[address] = issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, formError: BUILDER_MESSAGES.fixErrors };
  return { ok: true, request: parsed.data, images: imagesOf(draft) };
}

function imagesOf(draft: CourseDraft): BuilderImages {
  const lectureThumbnails: Record<number, string> = {};
  draft.sections
    .flatMap((section) => section.lectures)
    .forEach((lecture, position) => {
      if (lecture.thumbnail.pick) lectureThumbnails[position] = lecture.thumbnail.pick.fileKey;
    });
  return {
    ...(draft.courseThumbnail.pick ? { courseThumbnail: draft.courseThumbnail.pick.fileKey } : {}),
    ...(draft.seoThumbnail.pick ? { seoThumbnail: draft.seoThumbnail.pick.fileKey } : {}),
    lectureThumbnails,
  };
}

/** Where a lecture's messages are: 'sections.1.lectures.0'; null when it is gone. */
export function lectureAddress(draft: CourseDraft, key: string): string | null {
  const at = locate(draft, key);
  return at ? `sections.${at[0]}.lectures.${at[1]}` : null;
}

/** Totals shown beside the curriculum. */
export function curriculumTotals(draft: CourseDraft): { sections: number; lectures: number; seconds: number } {
  const lectures = draft.sections.flatMap((s) => s.lectures);
  return { sections: draft.sections.length, lectures: lectures.length, seconds: lectures.reduce((sum, l) => sum + (parseDuration(l.duration) ?? 0), 0) };
}

export const LECTURES_MAX = COURSE_LIMITS.lectures;
export const SECTIONS_MAX = COURSE_LIMITS.sections;
