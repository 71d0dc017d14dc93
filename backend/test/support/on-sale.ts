import sharp from 'sharp';
import { mediaLibraryRows } from '../../src/modules/catalogue/read-models/media-library/media-library.read-model';
import { READ_STORE, ReadStore } from '../../src/platform/read-store/read-store.port';
import type { EmulatorUser } from './auth-emulator';
import type { ApiSuite } from './api-suite';

let counter = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(counter += 1)}`;

/**
 * A course on sale, through the catalogue's own API: drafted by `instructor` at `price`, submitted
 * and approved by the suite's admin. Its one lecture plays a video of the instructor's library,
 * written straight into the library's read model (uploads are media.e2e-spec.ts's subject).
 */
export async function publishedCourse(suite: ApiSuite, instructor: EmulatorUser, title: string, price: number): Promise<{ courseId: string; slug: string; title: string }> {
  const mediaId = `media-${unique('v').replace(/\W/g, '')}`;
  const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: new Date().toISOString() };
  await mediaLibraryRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id: mediaId, ownerId: instructor.uid, fileKey: `private/media/${instructor.uid}/${mediaId}.mp4`, ...video });
  const form = {
    title: unique(title),
    shortDescription: 'Học thực chiến.',
    description: 'Khóa học thử cho thanh toán.',
    level: 'beginner',
    price,
    originalPrice: null,
    sections: [{ title: 'Bắt đầu', lectures: [{ title: 'Giới thiệu', mediaId, durationSeconds: 600, isFreePreview: true }] }],
  };
  const created = await suite.api('POST', '/courses', { token: instructor.idToken, body: form });
  if (created.status !== 201) throw new Error(`course not created: ${JSON.stringify(created.body)}`);
  const { _id: courseId, slug, title: stored } = created.body.course;
  await suite.api('PATCH', `/instructor/me/courses/${courseId}/toggle-publish`, { token: instructor.idToken });
  const approved = await suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: { courseId, action: 'approve', reason: '' } });
  if (approved.status !== 200) throw new Error(`course not approved: ${JSON.stringify(approved.body)}`);
  return { courseId, slug, title: stored };
}

/** A tool with one plan on sale at `price`, created by the suite's admin with the admin form's multipart request. */
export async function toolPlanOnSale(suite: ApiSuite, name: string, price: number, durationDays: number | null = 30): Promise<{ toolId: string; toolPlanId: string; name: string }> {
  const form = new FormData();
  form.set('data', JSON.stringify({ name: unique(name), description: 'Phần mềm thử.', delivery: 'Mã kích hoạt gửi qua email.', plans: [{ name: 'Gói 1 tháng', price, durationDays }] }));
  const thumbnail = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  form.set('thumbnail', new Blob([new Uint8Array(thumbnail)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${suite.app.baseUrl}/api/tools`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${suite.admin.idToken}` } });
  const created = { status: response.status, body: (await response.json()) as { tool: { _id: string; name: string; plans: Array<{ _id: string }> } } };
  if (created.status !== 201) throw new Error(`tool not created: ${JSON.stringify(created.body)}`);
  const tool = created.body.tool;
  return { toolId: tool._id, toolPlanId: tool.plans[0]._id, name: tool.name };
}

/** A discount code created by the suite's admin through the discount screen's API. */
export async function discountCode(suite: ApiSuite, terms: { code: string } & Record<string, unknown>): Promise<{ code: string }> {
  const body = { type: 'percentage', value: 10, expiresAt: null, usageLimit: null, appliesTo: 'all', applicableCourses: [], applicableTools: [], ...terms };
  const created = await suite.api('POST', '/admin/discounts', { token: suite.admin.idToken, body });
  if (created.status !== 201) throw new Error(`discount code not created: ${JSON.stringify(created.body)}`);
  return { code: terms.code };
}
