import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { CourseScreenCommand, courseScreenDecider } from './course-screen.decider';
import type { CourseActor, CourseDetails, CourseSection } from './course.events';
import {
  admin,
  at,
  completeDraft,
  courseId,
  curriculum,
  curriculumReplaced,
  details,
  emptyDraft,
  lecture,
  otherInstructor,
  owner,
  pendingReview,
  priced,
  publishedCourse,
  rejectedCourse,
  section,
  submitted,
  unpublished,
  unpublishedCourse,
} from './course.fixtures';

const given = deciderSpec(courseScreenDecider);

const save = (changes: { details?: CourseDetails; price?: number; sections?: CourseSection[] } = {}, actor: CourseActor = owner): CourseScreenCommand => ({
  type: 'SaveCourseForm',
  data: {
    courseId,
    actor,
    at,
    details: changes.details ?? details(),
    pricing: { price: changes.price ?? 1_990_000, originalPrice: 2_990_000 },
    sections: changes.sections ?? curriculum,
  },
});
const toggle = (actor: CourseActor = owner): CourseScreenCommand => ({ type: 'ToggleCoursePublish', data: { courseId, actor, at } });

describe('the course screens’ commands', () => {
  describe('save the edit form', () => {
    it('records only what changed, in one decision', () => {
      given(completeDraft).when(save()).then([]);
      const edited = details({ level: 'advanced' });
      given(completeDraft).when(save({ details: edited, price: 990_000 })).then([
        { type: 'CourseDetailsEdited', data: { courseId, details: edited, editedBy: owner, editedAt: at } },
        priced(990_000, 2_990_000),
      ]);
    });

    it('prices and fills an empty draft', () => {
      given(emptyDraft).when(save()).then([priced(), curriculumReplaced()]);
    });

    it('records nothing of the form when one part of it is refused', () => {
      given(pendingReview).when(save({ details: details({ level: 'advanced' }), sections: [] })).thenThrows('COURSE_INCOMPLETE');
      given(publishedCourse).when(save({ details: details({ slug: 'khac' }) })).thenThrows('COURSE_SLUG_LOCKED');
      given(completeDraft).when(save({ price: 3_000_000 })).thenThrows('COURSE_ORIGINAL_PRICE_BELOW_PRICE');
    });

    it('refuses another instructor and a course that is not there', () => {
      given(completeDraft).when(save({}, otherInstructor)).thenThrows('COURSE_NOT_OWNED');
      given([]).when(save()).thenThrows('COURSE_NOT_FOUND_BY_ID');
    });

    it('lets an admin save any course', () => {
      const next = [section('section-1', [lecture('lecture-1', { isFreePreview: true })])];
      given(publishedCourse).when(save({ sections: next }, admin)).then([curriculumReplaced(next, ['lecture-2'], admin)]);
    });
  });

  describe('the publish toggle', () => {
    it('sends a draft and a rejected course to review', () => {
      given(completeDraft).when(toggle()).then([submitted()]);
      given(rejectedCourse).when(toggle()).then([submitted()]);
    });

    it('takes a published course off sale and puts an unpublished one back', () => {
      given(publishedCourse).when(toggle()).then([unpublished()]);
      expect(given(unpublishedCourse).when(toggle()).decided().map((event) => event.type)).toEqual(['CourseRepublished']);
    });

    it('waits for the verdict on a course under review', () => {
      given(pendingReview).when(toggle()).thenThrows('COURSE_PENDING_REVIEW');
    });

    it('answers as the course decider does otherwise', () => {
      given(emptyDraft).when(toggle()).thenThrows('COURSE_INCOMPLETE');
      given(publishedCourse).when(toggle(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
      given([]).when(toggle()).thenThrows('COURSE_NOT_FOUND_BY_ID');
    });
  });

  it('decides on the course’s own stream', () => {
    expect(courseScreenDecider.streamIdOf(toggle())).toBe('catalogue_course-course-1');
  });
});
