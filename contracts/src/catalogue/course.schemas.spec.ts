import { z } from 'zod';
import '../shared/zod-messages';
import { FIELD_MESSAGES } from '../shared';
import { courseEndpoints } from './course.endpoints';
import { COURSE_ERRORS } from './course.errors';
import { COURSE_MESSAGES } from './course.messages';
import { courseFormSchema, createCourseRequestSchema, listCoursesQuerySchema, listMyCoursesQuerySchema, reviewCourseRequestSchema } from './course.schemas';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
};

const lecture = { title: 'Giới thiệu', mediaId: 'media-1', durationSeconds: 300 };
const form = { title: '  Quảng cáo Facebook  ', price: 990_000 };

describe('the course schemas', () => {
  it('fills what a short form leaves out and trims the title', () => {
    expect(courseFormSchema.parse(form)).toEqual({
      title: 'Quảng cáo Facebook',
      shortDescription: '',
      description: '',
      categoryId: null,
      level: 'beginner',
      price: 990_000,
      originalPrice: null,
      seo: { title: '', description: '' },
      sections: [],
    });
    expect(courseFormSchema.parse({ ...form, sections: [{ title: 'Chương 1', lectures: [lecture] }] }).sections[0].lectures[0].isFreePreview).toBe(false);
  });

  it('needs a title with something to read and a whole, non-negative price', () => {
    expect(firstIssue(courseFormSchema, { ...form, title: '\u200B ' })).toEqual({ path: 'title', message: COURSE_ERRORS.COURSE_TITLE_REQUIRED });
    expect(firstIssue(courseFormSchema, { title: 'Khóa học' })).toEqual({ path: 'price', message: COURSE_ERRORS.COURSE_PRICE_INVALID });
    expect(firstIssue(courseFormSchema, { ...form, price: 1.5 })).toEqual({ path: 'price', message: COURSE_ERRORS.COURSE_PRICE_INVALID });
    expect(firstIssue(courseFormSchema, { ...form, price: -1 })).toEqual({ path: 'price', message: COURSE_ERRORS.COURSE_PRICE_INVALID });
  });

  it('refuses an original price below the price: the card would advertise a fake discount', () => {
    expect(firstIssue(courseFormSchema, { ...form, originalPrice: 500_000 })).toEqual({
      path: 'originalPrice',
      message: COURSE_ERRORS.COURSE_ORIGINAL_PRICE_BELOW_PRICE,
    });
    expect(courseFormSchema.safeParse({ ...form, originalPrice: 990_000 }).success).toBe(true);
  });

  it('checks each lecture and refuses an id used twice', () => {
    const withLecture = (changes: object) => ({ ...form, sections: [{ title: 'Chương 1', lectures: [{ ...lecture, ...changes }] }] });
    expect(firstIssue(courseFormSchema, withLecture({ mediaId: '' }))?.message).toBe(COURSE_MESSAGES.lectureMediaRequired);
    expect(firstIssue(courseFormSchema, withLecture({ durationSeconds: 90_000 }))?.message).toBe(COURSE_MESSAGES.lectureDurationInvalid);
    expect(firstIssue(courseFormSchema, withLecture({ title: '' }))?.message).toBe(COURSE_MESSAGES.lectureTitleRequired);
    const repeated = { ...form, sections: [{ sectionId: 'a', title: 'A', lectures: [{ ...lecture, lectureId: 'a' }] }] };
    expect(firstIssue(courseFormSchema, repeated)).toEqual({ path: 'sections', message: COURSE_MESSAGES.idRepeated });
  });

  it('counts lectures across sections against the limit', () => {
    const sections = Array.from({ length: 4 }, (_, s) => ({ title: `Chương ${s}`, lectures: Array.from({ length: 80 }, () => lecture) }));
    expect(firstIssue(courseFormSchema, { ...form, sections })).toEqual({ path: 'sections', message: COURSE_MESSAGES.lecturesTooMany });
  });

  it('takes an instructor id on create only', () => {
    expect(createCourseRequestSchema.parse({ ...form, instructorId: 'instructor-1' }).instructorId).toBe('instructor-1');
    expect(firstIssue(createCourseRequestSchema, { ...form, instructorId: '../x' })?.message).toBe(FIELD_MESSAGES.idInvalid);
  });

  it('needs a reason to reject, not to approve', () => {
    expect(reviewCourseRequestSchema.parse({ courseId: 'c1', action: 'approve' })).toEqual({ courseId: 'c1', action: 'approve', reason: '' });
    expect(firstIssue(reviewCourseRequestSchema, { courseId: 'c1', action: 'reject', reason: '  ' })).toEqual({
      path: 'reason',
      message: COURSE_ERRORS.COURSE_REJECTION_REASON_REQUIRED,
    });
    expect(firstIssue(reviewCourseRequestSchema, { courseId: 'c1', action: 'publish' })?.message).toBe(COURSE_MESSAGES.reviewActionInvalid);
  });

  it('pages the public list by 12 and the instructor list by 10, and reads the status filter', () => {
    expect(listCoursesQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(listCoursesQuerySchema.parse({ limit: '30', search: ' quang cao ' })).toEqual({ page: 1, limit: 30, search: 'quang cao' });
    expect(listMyCoursesQuerySchema.parse({ status: 'pending_review' })).toEqual({ page: 1, limit: 10, status: 'pending_review' });
    expect(firstIssue(listMyCoursesQuerySchema, { status: 'deleted' })?.message).toBe(COURSE_MESSAGES.statusInvalid);
  });

  it('declares the multipart files of create and both updates alike', () => {
    const multipart = [courseEndpoints.createCourse, courseEndpoints.updateMyCourse, courseEndpoints.adminUpdateCourse];
    expect(multipart.map((e) => Object.keys(e.upload ?? {}))).toEqual(Array(3).fill(['courseThumbnail', 'seoThumbnail', 'lectureThumbnails']));
  });

  it('writes each text once: no message repeats an error or shared field text', () => {
    const elsewhere = new Set<string>([...Object.values(COURSE_ERRORS), ...Object.values(FIELD_MESSAGES)]);
    expect(Object.values(COURSE_MESSAGES).filter((text) => elsewhere.has(text))).toEqual([]);
  });
});
