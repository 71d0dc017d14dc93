import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { staleRevision } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { courseScreenDecider, SaveCourseForm } from '../../domain/course/course-screen.decider';
import { courseSlugOf, isCandidateOf } from '../../domain/course/course-slug.decider';
import type { CourseActor } from '../../domain/course/course.events';
import type { Course } from '../../domain/course/course.state';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { CourseHistory } from '../course-history';
import { assertCategoryOpen, assertLectureThumbnailsMatch, CourseDraft, courseDraftOf, ParsedCourseForm, withImages } from '../course-form';
import { CourseMedia } from '../course-media';
import { CourseImages, CourseUploads } from '../course-images';
import { CourseSlugs } from '../course-slugs';

/** A save of the edit form, by the course's instructor or an admin. */
export class UpdateCourseCommand {
  constructor(
    readonly courseId: string,
    readonly form: ParsedCourseForm,
    readonly uploads: CourseUploads,
    readonly actor: CourseActor,
    readonly at: Date,
    /** The revision the edit screen was loaded at (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

/**
 * The form is built on the course as its stream holds it (ids and images kept), tried on the
 * course decider before anything is stored, then saved as one decision at that same revision: a
 * change made meanwhile is a 409, never overwritten. A new title moves the slug while the course
 * was never on sale (the decider refuses it after), claiming the new one first and giving the old
 * one up after.
 */
@CommandHandler(UpdateCourseCommand)
export class UpdateCourseHandler implements ICommandHandler<UpdateCourseCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly history: CourseHistory,
    private readonly slugs: CourseSlugs,
    private readonly images: CourseImages,
    private readonly categories: CategoriesQuery,
    private readonly media: CourseMedia,
  ) {}

  async execute({ courseId, form, uploads, actor, at, expectedRevision }: UpdateCourseCommand): Promise<void> {
    const { state, revision } = await this.history.current(courseId);
    const course = editable(state, actor);
    if (expectedRevision !== undefined && expectedRevision !== revision) throw staleRevision();
    await assertCategoryOpen(this.categories, form.categoryId, course.details.categoryId);
    const base = slugBaseOf(form.title, course);
    const draft = courseDraftOf(form, course.details.slug, course);
    assertLectureThumbnailsMatch(uploads.lectureThumbnails.keys(), draft.sections);
    await this.media.assertPlayable(draft.sections, { instructorId: course.instructorId, actorId: actor.id }, course.sections);
    await this.images.check(uploads);
    courseScreenDecider.decide(saveForm(courseId, actor, at, draft), state);
    const stored = withImages(draft, await this.images.store(courseId, uploads));
    const save = (slug: string) =>
      this.commands.decide(courseScreenDecider, saveForm(courseId, actor, at, { ...stored, details: { ...stored.details, slug } }), {
        at,
        expectedRevision: revision,
      });
    if (base === null) {
      await save(course.details.slug);
      return;
    }
    await this.slugs.holdingFirstFree(base, courseId, at, save);
    await this.slugs.release(course.details.slug, courseId, at);
  }
}

/** The course, if the actor may edit it at all; otherwise the course decider's own refusal. */
function editable(state: Parameters<typeof courseScreenDecider.decide>[1], actor: CourseActor): Course {
  if (state.status === 'absent' || state.status === 'deleted') throw new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');
  if (actor.role === 'instructor' && actor.id !== state.instructorId) throw new DomainError('COURSE_NOT_OWNED', 'forbidden');
  if (state.status === 'archived') throw new DomainError('COURSE_ARCHIVED', 'conflict');
  return state;
}

/**
 * The slug base a new title asks for, or null when the slug stays: once on sale it is locked
 * (links, orders and referral cookies name it), and a title that still reads as the current slug
 * (numbered or not) keeps it.
 */
function slugBaseOf(title: string, course: Course): string | null {
  const base = courseSlugOf(title);
  if (course.everPublished || isCandidateOf(course.details.slug, base)) return null;
  return base;
}

function saveForm(courseId: string, actor: CourseActor, at: Date, { details, pricing, sections }: CourseDraft): SaveCourseForm {
  return { type: 'SaveCourseForm', data: { courseId, actor, at: at.toISOString(), details, pricing, sections } };
}
