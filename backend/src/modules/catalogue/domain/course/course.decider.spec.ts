import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { CourseCommand, courseDecider } from './course.decider';
import type { CourseActor, CourseDetails, CourseEvent, CourseSection } from './course.events';
import {
  admin,
  approved,
  at,
  completeDraft,
  courseId,
  curriculum,
  curriculumReplaced,
  details,
  drafted,
  emptyDraft,
  lecture,
  otherInstructor,
  owner,
  pendingReview,
  priced,
  publication,
  publishedCourse,
  rejectedCourse,
  section,
  submitted,
  unpublished,
  unpublishedCourse,
} from './course.fixtures';

const given = deciderSpec(courseDecider);

type Type = CourseCommand['type'];
type Payload<T extends Type> = Omit<Extract<CourseCommand, { type: T }>['data'], 'courseId' | 'actor' | 'at'>;

/** A command on the fixture course, by its owner unless another actor is named. */
function command<T extends Type>(type: T, payload: Payload<T>, actor: CourseActor = owner): CourseCommand {
  return { type, data: { courseId, actor, at, ...payload } } as CourseCommand;
}

const draft = (actor: CourseActor = owner, extra: Partial<Payload<'DraftCourse'>> = {}) =>
  command('DraftCourse', { instructorId: owner.id, details: details(), ...extra }, actor);
const edit = (changes: Partial<CourseDetails>, actor: CourseActor = owner) => command('EditCourseDetails', { details: details(changes) }, actor);
const price = (amount: number, originalPrice: number | null = null, actor: CourseActor = owner) =>
  command('PriceCourse', { price: amount, originalPrice }, actor);
const replace = (sections: CourseSection[], actor: CourseActor = owner) => command('ReplaceCurriculum', { sections }, actor);
const submit = (actor: CourseActor = owner) => command('SubmitCourseForReview', {}, actor);
const approve = (actor: CourseActor = admin) => command('ApproveCourse', {}, actor);
const reject = (reason: string, actor: CourseActor = admin) => command('RejectCourse', { reason }, actor);
const unpublish = (actor: CourseActor = owner) => command('UnpublishCourse', {}, actor);
const republish = (actor: CourseActor = owner) => command('RepublishCourse', {}, actor);
const remove = (hasStudents: boolean, actor: CourseActor = owner) => command('DeleteCourse', { hasStudents }, actor);

const statusAfter = (history: CourseEvent[]) => foldEvents(courseDecider, history).status;
const deleted: CourseEvent = { type: 'CourseDeleted', data: { courseId, instructorId: owner.id, slug: details().slug, deletedBy: owner, deletedAt: at } };
const archived: CourseEvent = { type: 'CourseArchived', data: { courseId, instructorId: owner.id, archivedBy: owner, archivedAt: at } };

describe('course decider', () => {
  describe('draft a course', () => {
    it('records the draft of an instructor’s own course', () => {
      given([]).when(draft()).then([drafted()]);
    });

    it('records price and curriculum sent with the create form in the same decision', () => {
      given([]).when(draft(owner, { pricing: { price: 1_990_000, originalPrice: 2_990_000 }, sections: curriculum })).then(completeDraft);
    });

    it('lets an admin draft a course for an instructor', () => {
      given([]).when(draft(admin)).then([drafted(admin)]);
    });

    it('refuses an instructor drafting a course for someone else', () => {
      given([]).when(draft(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });

    it('records nothing when the same create arrives again (retried request), even after deletion', () => {
      given(emptyDraft).when(draft()).then([]);
      given([drafted(), deleted]).when(draft()).then([]);
    });

    it('trims the title and refuses a blank one', () => {
      given([]).when(command('DraftCourse', { instructorId: owner.id, details: details({ title: '  Quảng cáo Facebook thực chiến ' }) })).then([drafted()]);
      given([]).when(command('DraftCourse', { instructorId: owner.id, details: details({ title: '   ' }) })).thenThrows('COURSE_TITLE_REQUIRED');
    });

    it.each(['', 'Quang-cao', 'quảng-cáo', 'a--b', '-a', 'a-', 'a b', '../admin', '__proto__'])('refuses the slug %p: it becomes a route', (slug) => {
      given([]).when(command('DraftCourse', { instructorId: owner.id, details: details({ slug }) })).thenThrows('COURSE_SLUG_INVALID');
    });

    it('records only the fields of the details, whatever else the command carries', () => {
      const padded = { ...details(), isEnrolled: true, rating: 5 } as CourseDetails;
      given([]).when(command('DraftCourse', { instructorId: owner.id, details: padded })).then([drafted()]);
    });
  });

  describe('edit the details', () => {
    it('records the whole details form', () => {
      given(emptyDraft).when(edit({ level: 'advanced' })).then([
        { type: 'CourseDetailsEdited', data: { courseId, details: details({ level: 'advanced' }), editedBy: owner, editedAt: at } },
      ]);
    });

    it('records nothing when the form is sent unchanged, keys in any order (as the store may return them)', () => {
      const { seo, ...rest } = details();
      const reordered = { seo: { thumbnailUrl: seo.thumbnailUrl, description: seo.description, title: seo.title }, ...rest };
      given([drafted(owner, reordered)]).when(edit({})).then([]);
    });

    it('changes the slug with the title while the course was never on sale', () => {
      given(rejectedCourse).when(edit({ title: 'Facebook Ads', slug: 'facebook-ads' })).then([
        { type: 'CourseDetailsEdited', data: { courseId, details: details({ title: 'Facebook Ads', slug: 'facebook-ads' }), editedBy: owner, editedAt: at } },
      ]);
    });

    it('keeps the slug once the course has been on sale: links and referral cookies name it', () => {
      given(publishedCourse).when(edit({ slug: 'facebook-ads' })).thenThrows('COURSE_SLUG_LOCKED');
      given(unpublishedCourse).when(edit({ slug: 'facebook-ads' })).thenThrows('COURSE_SLUG_LOCKED');
    });

    it('lets a published course be edited and keeps it on sale', () => {
      const edited = given(publishedCourse).when(edit({ title: 'Quảng cáo Facebook 2027' })).decided();
      expect(edited).toHaveLength(1);
      expect(statusAfter([...publishedCourse, ...edited])).toBe('published');
    });

    it('lets an admin edit any course and names them in the event', () => {
      given(emptyDraft).when(edit({ level: 'intermediate' }, admin)).then([
        { type: 'CourseDetailsEdited', data: { courseId, details: details({ level: 'intermediate' }), editedBy: admin, editedAt: at } },
      ]);
    });

    it('refuses another instructor and a course that does not exist', () => {
      given(emptyDraft).when(edit({ level: 'advanced' }, otherInstructor)).thenThrows('COURSE_NOT_OWNED');
      given([]).when(edit({ level: 'advanced' })).thenThrows('COURSE_NOT_FOUND_BY_ID');
    });
  });

  describe('price the course', () => {
    it('records the price and original price in VND', () => {
      given(emptyDraft).when(price(1_990_000, 2_990_000)).then([priced()]);
    });

    it('takes a free course, no original price, and an original price equal to the price', () => {
      given(emptyDraft).when(price(0)).then([priced(0, null)]);
      given(emptyDraft).when(price(500_000, 500_000)).then([priced(500_000, 500_000)]);
    });

    it.each([-1, 0.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('refuses %p as a price or an original price', (amount) => {
      given(emptyDraft).when(price(amount)).thenThrows('COURSE_PRICE_INVALID');
      given(emptyDraft).when(price(0, amount)).thenThrows('COURSE_PRICE_INVALID');
    });

    it('refuses an original price below the price: the card would show a fake discount', () => {
      given(emptyDraft).when(price(1_990_000, 990_000)).thenThrows('COURSE_ORIGINAL_PRICE_BELOW_PRICE');
    });

    it('records nothing when the price is unchanged', () => {
      given(completeDraft).when(price(1_990_000, 2_990_000)).then([]);
    });

    it('reprices a published course and keeps it on sale', () => {
      given(publishedCourse).when(price(990_000, 2_990_000)).then([priced(990_000, 2_990_000)]);
      expect(statusAfter([...publishedCourse, priced(990_000, 2_990_000)])).toBe('published');
    });

    it('refuses another instructor', () => {
      given(emptyDraft).when(price(100_000, null, otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });
  });

  describe('replace the curriculum', () => {
    it('records the sections with their ordered lectures', () => {
      given(emptyDraft).when(replace(curriculum)).then([curriculumReplaced()]);
    });

    it('names the lectures that left, keeping the ids of those that stay', () => {
      const next = [section('section-1', [lecture('lecture-3'), lecture('lecture-1', { title: 'Giới thiệu', isFreePreview: true })])];
      given(completeDraft).when(replace(next)).then([curriculumReplaced(next, ['lecture-2'])]);
    });

    it('records nothing when the curriculum is unchanged', () => {
      given(completeDraft).when(replace(curriculum)).then([]);
    });

    it.each<[string, CourseSection[]]>([
      ['a lecture id used twice', [section('a', [lecture('l1')]), section('b', [lecture('l1')])]],
      ['a section id used twice', [section('a', [lecture('l1')]), section('a', [lecture('l2')])]],
      ['a lecture id equal to a section id', [section('a', [lecture('a')])]],
      ['an empty id', [section('a', [lecture('')])]],
      ['a lecture without media', [section('a', [lecture('l1', { mediaAssetId: '' })])]],
      ['a negative duration', [section('a', [lecture('l1', { durationSeconds: -1 })])]],
      ['a fractional duration', [section('a', [lecture('l1', { durationSeconds: 1.5 })])]],
    ])('refuses %s', (_, sections) => {
      given(emptyDraft).when(replace(sections)).thenThrows('COURSE_CURRICULUM_INVALID');
    });

    it('takes ids that look like object keys: ids are never used as keys', () => {
      const hostile = [section('__proto__', [lecture('constructor'), lecture('toString')])];
      given(emptyDraft).when(replace(hostile)).then([curriculumReplaced(hostile)]);
    });

    it('lets a draft be emptied but not a course under review or on sale', () => {
      given(completeDraft).when(replace([])).then([curriculumReplaced([], ['lecture-1', 'lecture-2'])]);
      given(pendingReview).when(replace([section('section-1', [])])).thenThrows('COURSE_INCOMPLETE');
      given(publishedCourse).when(replace([])).thenThrows('COURSE_INCOMPLETE');
    });

    it('changes a published course’s lectures and keeps it on sale', () => {
      const next = [...curriculum, section('section-2', [lecture('lecture-3')])];
      given(publishedCourse).when(replace(next)).then([curriculumReplaced(next)]);
      expect(statusAfter([...publishedCourse, curriculumReplaced(next)])).toBe('published');
    });
  });

  describe('submit for review', () => {
    it('sends a complete draft to review', () => {
      given(completeDraft).when(submit()).then([submitted()]);
    });

    it('needs a price and at least one section with a lecture', () => {
      given([drafted(), curriculumReplaced()]).when(submit()).thenThrows('COURSE_INCOMPLETE');
      given([drafted(), priced()]).when(submit()).thenThrows('COURSE_INCOMPLETE');
      given([drafted(), priced(), curriculumReplaced([section('section-1', [])])]).when(submit()).thenThrows('COURSE_INCOMPLETE');
    });

    it('records nothing when it is already waiting for review', () => {
      given(pendingReview).when(submit()).then([]);
    });

    it('sends a rejected course back to review', () => {
      given(rejectedCourse).when(submit()).then([submitted()]);
    });

    it('refuses a course already approved: it is republished instead', () => {
      given(publishedCourse).when(submit()).thenThrows('COURSE_ALREADY_APPROVED');
      given(unpublishedCourse).when(submit()).thenThrows('COURSE_ALREADY_APPROVED');
    });

    it('refuses another instructor', () => {
      given(completeDraft).when(submit(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });
  });

  describe('review', () => {
    it('publishes an approved course with what commerce, wallet and affiliate need', () => {
      given(pendingReview).when(approve()).then([approved()]);
    });

    it('approves at the price the course has when it is approved', () => {
      given([...pendingReview, priced(990_000, null)]).when(approve()).then([approved(990_000, null)]);
    });

    it('rejects with the reason, trimmed, for the instructor to read', () => {
      given(pendingReview).when(reject('  Video bài 2 bị lỗi âm thanh. ')).then([
        {
          type: 'CourseRejected',
          data: { courseId, instructorId: owner.id, title: details().title, reason: 'Video bài 2 bị lỗi âm thanh.', rejectedBy: admin, rejectedAt: at },
        },
      ]);
    });

    it('refuses a rejection without a reason', () => {
      given(pendingReview).when(reject('  ')).thenThrows('COURSE_REJECTION_REASON_REQUIRED');
    });

    it('is for admins only, even on the instructor’s own course', () => {
      given(pendingReview).when(approve(owner)).thenThrows('COURSE_REVIEW_ADMIN_ONLY');
      given(pendingReview).when(reject('Tự duyệt', owner)).thenThrows('COURSE_REVIEW_ADMIN_ONLY');
      given(pendingReview).when(approve(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });

    it('records nothing when a second admin gives the same verdict', () => {
      given(publishedCourse).when(approve()).then([]);
      given(rejectedCourse).when(reject('Thiếu video')).then([]);
    });

    it('reviews only pending courses', () => {
      given(completeDraft).when(approve()).thenThrows('COURSE_NOT_PENDING_REVIEW');
      given(rejectedCourse).when(approve()).thenThrows('COURSE_NOT_PENDING_REVIEW');
      given(unpublishedCourse).when(approve()).thenThrows('COURSE_NOT_PENDING_REVIEW');
      given(completeDraft).when(reject('Chưa gửi')).thenThrows('COURSE_NOT_PENDING_REVIEW');
      given(publishedCourse).when(reject('Đổi ý')).thenThrows('COURSE_NOT_PENDING_REVIEW');
    });
  });

  describe('unpublish and republish', () => {
    it('takes a published course off sale', () => {
      given(publishedCourse).when(unpublish()).then([unpublished()]);
    });

    it('puts it back on sale without review, at its current price', () => {
      given([...unpublishedCourse, priced(1_490_000, 2_990_000)]).when(republish()).then([
        { type: 'CourseRepublished', data: { courseId, ...publication(1_490_000, 2_990_000), republishedBy: owner, publishedAt: at } },
      ]);
    });

    it('records nothing when it is already in the requested state', () => {
      given(unpublishedCourse).when(unpublish()).then([]);
      given(publishedCourse).when(republish()).then([]);
    });

    it('unpublishes only a published course', () => {
      given(completeDraft).when(unpublish()).thenThrows('COURSE_NOT_PUBLISHED');
      given(pendingReview).when(unpublish()).thenThrows('COURSE_NOT_PUBLISHED');
    });

    it('republishes only a course an admin approved', () => {
      given(completeDraft).when(republish()).thenThrows('COURSE_NOT_APPROVED');
      given(pendingReview).when(republish()).thenThrows('COURSE_NOT_APPROVED');
      given(rejectedCourse).when(republish()).thenThrows('COURSE_NOT_APPROVED');
    });

    it('leaves a course an admin took down for an admin to put back', () => {
      const takenDown = [...publishedCourse, unpublished(admin)];
      given(takenDown).when(republish()).thenThrows('COURSE_TAKEN_DOWN_BY_ADMIN');
      const putBack = given(takenDown).when(republish(admin)).decided();
      expect(putBack).toHaveLength(1);
      // Once back on sale, the instructor's own take-down is theirs to undo again.
      expect(given([...takenDown, ...putBack, unpublished()]).when(republish()).decided()).toHaveLength(1);
    });

    it('refuses to republish a course whose lectures were all removed while off sale', () => {
      given([...unpublishedCourse, curriculumReplaced([], ['lecture-1', 'lecture-2'])]).when(republish()).thenThrows('COURSE_INCOMPLETE');
    });

    it('refuses another instructor', () => {
      given(publishedCourse).when(unpublish(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
      given(unpublishedCourse).when(republish(otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });
  });

  describe('delete', () => {
    it('erases a course no student has, naming its slug so it can be taken again', () => {
      given(emptyDraft).when(remove(false)).then([deleted]);
      given(publishedCourse).when(remove(false)).then([deleted]);
    });

    it('archives a course with students instead: they keep learning', () => {
      given(publishedCourse).when(remove(true)).then([archived]);
      given(unpublishedCourse).when(remove(true)).then([archived]);
    });

    it('records nothing when deleted again, whatever the student count says now', () => {
      given([...emptyDraft, deleted]).when(remove(false)).then([]);
      given([...publishedCourse, archived]).when(remove(false)).then([]);
      given([...publishedCourse, archived]).when(remove(true)).then([]);
    });

    it('leaves nothing to change afterwards', () => {
      given([...emptyDraft, deleted]).when(edit({ level: 'advanced' })).thenThrows('COURSE_NOT_FOUND_BY_ID');
      given([...publishedCourse, archived]).when(edit({ level: 'advanced' })).thenThrows('COURSE_ARCHIVED');
      given([...publishedCourse, archived]).when(republish()).thenThrows('COURSE_ARCHIVED');
      given([...publishedCourse, archived]).when(approve()).thenThrows('COURSE_ARCHIVED');
    });

    it('lets an admin delete any course and refuses another instructor', () => {
      given(emptyDraft).when(remove(false, admin)).then([{ ...deleted, data: { ...deleted.data, deletedBy: admin } } as CourseEvent]);
      given(emptyDraft).when(remove(false, otherInstructor)).thenThrows('COURSE_NOT_OWNED');
      given([...emptyDraft, deleted]).when(remove(false, otherInstructor)).thenThrows('COURSE_NOT_OWNED');
    });

    it('refuses a course that does not exist', () => {
      given([]).when(remove(false)).thenThrows('COURSE_NOT_FOUND_BY_ID');
    });
  });

  describe('the lifecycle', () => {
    it('folds each step into its status', () => {
      expect(statusAfter([])).toBe('absent');
      expect(statusAfter(emptyDraft)).toBe('draft');
      expect(statusAfter(pendingReview)).toBe('pending_review');
      expect(statusAfter(rejectedCourse)).toBe('rejected');
      expect(statusAfter(publishedCourse)).toBe('published');
      expect(statusAfter(unpublishedCourse)).toBe('unpublished');
      expect(statusAfter([...publishedCourse, archived])).toBe('archived');
      expect(statusAfter([...emptyDraft, deleted])).toBe('deleted');
    });

    it('runs draft, rejection, resubmission, approval, take-down and return as commands', () => {
      const steps = [
        draft(owner, { pricing: { price: 1_990_000, originalPrice: null }, sections: curriculum }),
        submit(),
        reject('Thiếu mô tả'),
        edit({ description: 'Mô tả đầy đủ.' }),
        submit(),
        approve(),
        unpublish(),
        republish(),
      ];
      const history = steps.reduce<CourseEvent[]>((events, step) => [...events, ...given(events).when(step).decided()], []);
      expect(history.map((event) => event.type)).toEqual([
        'CourseDrafted',
        'CoursePriced',
        'CourseCurriculumReplaced',
        'CourseSubmittedForReview',
        'CourseRejected',
        'CourseDetailsEdited',
        'CourseSubmittedForReview',
        'CourseApproved',
        'CourseUnpublished',
        'CourseRepublished',
      ]);
    });

    it('decides on the course’s own stream', () => {
      expect(courseDecider.streamIdOf(submit())).toBe('catalogue_course-course-1');
    });
  });
});
