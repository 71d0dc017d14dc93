import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCategoryRequestSchema, createCourseRequestSchema, createToolRequestSchema } from '@academy/contracts';
import { mkdtemp, rm, stat } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import { CreateCategoryCommand } from '../modules/catalogue/commands/create-category/create-category.handler';
import { CreateCourseCommand } from '../modules/catalogue/commands/create-course/create-course.handler';
import { CreateToolCommand } from '../modules/catalogue/commands/create-tool/create-tool.handler';
import { UploadMediaCommand } from '../modules/catalogue/commands/upload-media/upload-media.handler';
import { courseScreenDecider } from '../modules/catalogue/domain/course/course-screen.decider';
import { courseDecider } from '../modules/catalogue/domain/course/course.decider';
import { CategoriesQuery } from '../modules/catalogue/read-models/categories/categories.query';
import { EditableCourseQuery } from '../modules/catalogue/read-models/editable-course/editable-course.query';
import { ToolsQuery } from '../modules/catalogue/read-models/tools/tools.query';
import { CommandSender } from '../platform/commands/command-sender';
import { inspectVideo } from '../platform/files/video-inspector';
import type { UploadedFile } from '../platform/http/uploads';
import { DEMO_CATALOGUE, DemoCatalogue, DemoCourse, DemoTool } from './demo-catalogue';
import { writeCover } from './demo-covers';

export interface CatalogueSeedActors {
  adminId: string;
  instructorId: string;
}

/** The lecture video every demo lecture plays, in the demo instructor's library. */
const DEMO_VIDEO = { mediaId: 'demo-media-lecture', title: 'Video bài giảng mẫu', path: join(__dirname, '../../seed-assets/demo-lecture.mp4') };

type Lectures = { mediaId: string; durationSeconds: number };

/**
 * The demo catalogue, made through the same commands the screens send: categories, the lecture
 * video, then each course drafted with its cover, submitted and approved, then the tools with
 * their plans. Each
 * step looks first, so a second start (or one after a crash half-way) only finishes what is missing.
 */
export async function seedDemoCatalogue(app: INestApplicationContext, actors: CatalogueSeedActors, catalogue: DemoCatalogue = DEMO_CATALOGUE): Promise<void> {
  const covers = new Covers(await mkdtemp(join(tmpdir(), 'academy-demo-')));
  try {
    await seedCategories(app, actors.adminId, catalogue);
    const lectures = await seedLectureVideo(app, actors.instructorId);
    for (const course of catalogue.courses) await seedCourse(app, { ...actors, ...lectures }, course, catalogue, covers);
    for (const tool of catalogue.tools) await seedTool(app, actors.adminId, tool, covers);
  } finally {
    await rm(covers.folder, { recursive: true, force: true });
  }
}

/** One drawing per palette, uploaded for every course or tool that uses it (the bench seeds hundreds). */
class Covers {
  private readonly drawn = new Map<string, Promise<string>>();

  constructor(readonly folder: string) {}

  async upload(field: string, colours: [string, string]): Promise<UploadedFile> {
    const name = colours.join('-').replace(/#/g, '');
    if (!this.drawn.has(name)) this.drawn.set(name, writeCover(this.folder, name, colours, this.drawn.size));
    const path = await (this.drawn.get(name) as Promise<string>);
    return { field, index: null, originalName: `${name}.png`, path, size: (await stat(path)).size, contentType: 'image/png' };
  }
}

async function seedCategories(app: INestApplicationContext, adminId: string, { categories: demoCategories }: DemoCatalogue): Promise<void> {
  const categories = app.get(CategoriesQuery);
  for (const [order, { id, name, description }] of demoCategories.entries()) {
    if (await categories.byId(id)) continue;
    const form = createCategoryRequestSchema.parse({ name, description, order });
    await app.get(CommandBus).execute(new CreateCategoryCommand(id, form, adminId, new Date()));
  }
}

/** Uploaded as the instructor would (a repeat records nothing); every demo lecture plays it. */
async function seedLectureVideo(app: INestApplicationContext, instructorId: string): Promise<Lectures> {
  const { mediaId, title, path } = DEMO_VIDEO;
  const video: UploadedFile = { field: 'asset', index: null, originalName: 'demo-lecture.mp4', path, size: (await stat(path)).size, contentType: 'video/mp4' };
  await app.get(CommandBus).execute(new UploadMediaCommand(mediaId, { title }, video, { uid: instructorId, role: 'instructor' }, new Date()));
  const { durationSeconds } = await inspectVideo(path);
  return { mediaId, durationSeconds: Math.round(durationSeconds ?? 0) };
}

async function seedCourse(app: INestApplicationContext, actors: CatalogueSeedActors & Lectures, course: DemoCourse, catalogue: DemoCatalogue, covers: Covers): Promise<void> {
  const courses = app.get(EditableCourseQuery);
  if (!(await courses.row(course.id))) await draftCourse(app, actors, course, catalogue, covers);
  if ((await courses.row(course.id))?.status === 'draft') await decideCourse(app, course.id, actors.instructorId, 'instructor');
  if ((await courses.row(course.id))?.status === 'pending_review') await decideCourse(app, course.id, actors.adminId, 'admin');
}

async function draftCourse(app: INestApplicationContext, actors: CatalogueSeedActors & Lectures, course: DemoCourse, catalogue: DemoCatalogue, covers: Covers): Promise<void> {
  const category = catalogue.categories.find((c) => c.id === course.categoryId);
  if (!category) throw new Error(`Demo course ${course.id} names an unknown category ${course.categoryId}`);
  const cover = await covers.upload('courseThumbnail', category.colours);
  const form = createCourseRequestSchema.parse({
    title: course.title,
    shortDescription: course.shortDescription,
    description: `${course.shortDescription}\n\nKhóa học đi từ nền tảng đến thực hành: mỗi bài có video, ví dụ thật và bài tập để bạn làm theo ngay.`,
    categoryId: course.categoryId,
    level: course.level,
    price: course.price,
    originalPrice: course.originalPrice,
    seo: { title: course.title, description: course.shortDescription },
    sections: course.sections.map(([title, lectures], sectionIndex) => ({
      title,
      lectures: lectures.map((lectureTitle, lectureIndex) => ({
        title: lectureTitle,
        mediaId: actors.mediaId,
        durationSeconds: actors.durationSeconds,
        isFreePreview: sectionIndex === 0 && lectureIndex === 0,
      })),
    })),
  });
  const uploads = { courseThumbnail: cover, seoThumbnail: null, lectureThumbnails: new Map<number, UploadedFile>() };
  await app.get(CommandBus).execute(new CreateCourseCommand(course.id, form, uploads, { uid: actors.instructorId, role: 'instructor' }, new Date()));
}

/** The instructor submits it for review; the admin approves it. */
async function decideCourse(app: INestApplicationContext, courseId: string, actorId: string, role: 'instructor' | 'admin'): Promise<void> {
  const at = new Date();
  const data = { courseId, actor: { id: actorId, role }, at: at.toISOString() };
  const commands = app.get(CommandSender);
  if (role === 'instructor') await commands.decide(courseScreenDecider, { type: 'ToggleCoursePublish', data }, { at });
  else await commands.decide(courseDecider, { type: 'ApproveCourse', data }, { at });
}

async function seedTool(app: INestApplicationContext, adminId: string, tool: DemoTool, covers: Covers): Promise<void> {
  if (await app.get(ToolsQuery).adminById(tool.id)) return;
  const thumbnail = await covers.upload('thumbnail', tool.colours);
  const form = createToolRequestSchema.parse({ name: tool.name, description: tool.description, delivery: tool.delivery, plans: tool.plans });
  await app.get(CommandBus).execute(new CreateToolCommand(tool.id, form, thumbnail, adminId, new Date()));
}
