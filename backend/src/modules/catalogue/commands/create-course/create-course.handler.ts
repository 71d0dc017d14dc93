import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf, Role } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { courseActorOf } from '../../domain/course/course-actor';
import { courseSlugOf } from '../../domain/course/course-slug.decider';
import { courseDecider, DraftCourse } from '../../domain/course/course.decider';
import type { CourseActor } from '../../domain/course/course.events';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { InstructorsQuery } from '../../read-models/instructors/instructors.query';
import { assertCategoryOpen, assertLectureThumbnailsMatch, CourseDraft, courseDraftOf, withImages } from '../course-form';
import { CourseImages, CourseUploads } from '../course-images';
import { CourseMedia } from '../course-media';
import { CourseSlugs } from '../course-slugs';

/** A new course from the create form, with the images sent beside it. */
export class CreateCourseCommand {
  constructor(
    readonly courseId: string,
    readonly form: ParsedBodyOf<'createCourse'>,
    readonly uploads: CourseUploads,
    readonly by: { uid: string; role: Role | null },
    readonly at: Date,
  ) {}
}

/**
 * Everything that can refuse the form is asked first (who may author, the category, the lecture
 * videos and images, then the course decider itself on the draft), so a refused create stores no image and
 * holds no slug. Then the images are stored, the first free slug of the title is claimed and the
 * course is drafted with its price and curriculum in one decision.
 */
@CommandHandler(CreateCourseCommand)
export class CreateCourseHandler implements ICommandHandler<CreateCourseCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly slugs: CourseSlugs,
    private readonly images: CourseImages,
    private readonly categories: CategoriesQuery,
    private readonly instructors: InstructorsQuery,
    private readonly media: CourseMedia,
  ) {}

  async execute({ courseId, form, uploads, by, at }: CreateCourseCommand): Promise<void> {
    const actor = courseActorOf(by.uid, by.role);
    const instructorId = await this.instructorFor(actor, form.instructorId);
    await assertCategoryOpen(this.categories, form.categoryId);
    const base = courseSlugOf(form.title);
    const draft = courseDraftOf(form, base, null);
    assertLectureThumbnailsMatch(uploads.lectureThumbnails.keys(), draft.sections);
    await this.media.assertPlayable(draft.sections, { instructorId, actorId: actor.id });
    await this.images.check(uploads);
    courseDecider.decide(draftCourse(courseId, instructorId, actor, at, draft), courseDecider.initialState);
    const stored = withImages(draft, await this.images.store(courseId, uploads));
    await this.slugs.holdingFirstFree(base, courseId, at, (slug) => {
      const course = { ...stored, details: { ...stored.details, slug } };
      return this.commands.decide(courseDecider, draftCourse(courseId, instructorId, actor, at, course), { at });
    });
  }

  /** An instructor authors their own courses; an admin may author for an instructor, or for themself. */
  private async instructorFor(actor: CourseActor, requested: string | undefined): Promise<string> {
    if (requested === undefined || requested === actor.id) return actor.id;
    if (actor.role !== 'admin') throw new DomainError('COURSE_NOT_OWNED', 'forbidden');
    const instructor = await this.instructors.row(requested);
    if (instructor?.role !== 'instructor') throw new DomainError('COURSE_INSTRUCTOR_NOT_FOUND', 'invalid');
    return requested;
  }
}

function draftCourse(courseId: string, instructorId: string, actor: CourseActor, at: Date, { details, pricing, sections }: CourseDraft): DraftCourse {
  return { type: 'DraftCourse', data: { courseId, instructorId, actor, at: at.toISOString(), details, pricing, sections } };
}
