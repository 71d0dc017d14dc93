import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { homeInstructorsFormSchema, testimonialsFormSchema } from '@academy/contracts';
import { mkdtemp, rm, stat, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import sharp from 'sharp';
import { EditHomepageInstructorsCommand } from '../modules/site-content/commands/edit-homepage-instructors/edit-homepage-instructors.handler';
import { EditHomepageTestimonialsCommand } from '../modules/site-content/commands/edit-homepage-testimonials/edit-homepage-testimonials.handler';
import { HOMEPAGE_STREAM_ID } from '../modules/site-content/domain/homepage/homepage.stream';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import type { UploadedFile } from '../platform/http/uploads';

/** The demo's learners' words (made for the demo, as its courses are), each with a drawn portrait. */
export const DEMO_TESTIMONIALS = [
  {
    name: 'Chị Nguyễn Ngọc Lan',
    role: 'Chủ shop mỹ phẩm online, Hà Nội',
    quote: 'Trước đây tôi chạy quảng cáo theo cảm tính. Sau khóa Facebook Ads tôi biết đọc số liệu, cắt nhóm quảng cáo lỗ, chi phí mỗi đơn giảm gần một nửa.',
    colours: ['#f472b6', '#7c3aed'],
  },
  {
    name: 'Anh Trần Quốc Huy',
    role: 'Kinh doanh nội thất, Đà Nẵng',
    quote: 'Bài tập làm ngay trên sản phẩm của mình nên học tới đâu áp dụng tới đó. Tháng đầu tiên tôi đã tự dựng được chiến dịch Google Ads có đơn.',
    colours: ['#38bdf8', '#1d4ed8'],
  },
  {
    name: 'Chị Lê Thu Trang',
    role: 'Chuyên viên marketing',
    quote: 'Giảng viên chia sẻ cả những chiến dịch thất bại và lý do. Đó là phần tôi thấy đáng tiền nhất, vì sách vở không ai kể.',
    colours: ['#34d399', '#047857'],
  },
  {
    name: 'Anh Phạm Đức Thịnh',
    role: 'Đối tác Affiliate',
    quote: 'Tôi giới thiệu khóa học cho nhóm bạn kinh doanh và nhận hoa hồng vào ví đều đặn, rút về tài khoản ngân hàng rất nhanh.',
    colours: ['#fbbf24', '#ea580c'],
  },
] as const;

export const DEMO_INSTRUCTORS = [
  {
    name: 'Trần Minh Đức',
    title: 'Giảng viên Quảng cáo Facebook & TikTok',
    bio: 'Tám năm triển khai quảng cáo cho các shop thời trang và mỹ phẩm; phụ trách các khóa quảng cáo của Học viện.',
    colours: ['#818cf8', '#4338ca'],
  },
  {
    name: 'Nguyễn Hải Yến',
    title: 'Giảng viên SEO & Nội dung',
    bio: 'Xây dựng nội dung và SEO cho nhiều website bán lẻ Việt; hướng dẫn học viên viết bài bán hàng từ dữ liệu tìm kiếm thật.',
    colours: ['#fb7185', '#be123c'],
  },
] as const;

/** A portrait drawn here, not downloaded: a head and shoulders on a gradient, no text (a machine without fonts draws the same). */
function portraitSvg([from, to]: readonly [string, string], size = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <circle cx="300" cy="245" r="110" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M110 600 C 120 440, 200 380, 300 380 C 400 380, 480 440, 490 600 Z" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
}

async function portrait(folder: string, index: number, colours: readonly [string, string]): Promise<UploadedFile> {
  const path = join(folder, `portrait-${index}-${colours.join('').replace(/#/g, '')}.png`);
  await writeFile(path, await sharp(Buffer.from(portraitSvg(colours))).png().toBuffer());
  return { field: 'photo', index, originalName: 'chan-dung.png', path, size: (await stat(path)).size, contentType: 'image/png' };
}

/**
 * The home page's testimonials and instructors for the demo, through the commands the editor
 * sends, so they are versions an admin can edit or restore. A block an admin (or an earlier seed)
 * has ever saved is left alone: the seed never brings back what an admin removed.
 */
export async function seedDemoHomepage(app: INestApplicationContext, adminId: string): Promise<void> {
  const recorded = await app.get<EventStore>(EVENT_STORE).readStream(HOMEPAGE_STREAM_ID);
  const saved = new Set(recorded.map((event) => event.type));
  const folder = await mkdtemp(join(tmpdir(), 'academy-people-'));
  const commands = app.get(CommandBus);
  try {
    if (!saved.has('HomepageTestimonialsEdited')) {
      const form = testimonialsFormSchema.parse({ testimonials: DEMO_TESTIMONIALS.map(({ colours: _c, ...texts }) => texts) });
      const photos = new Map(await Promise.all(DEMO_TESTIMONIALS.map(async (t, i) => [i, await portrait(folder, i, t.colours)] as const)));
      await commands.execute(new EditHomepageTestimonialsCommand(form, photos, adminId, new Date(), undefined));
    }
    if (!saved.has('HomepageInstructorsEdited')) {
      const form = homeInstructorsFormSchema.parse({ instructors: DEMO_INSTRUCTORS.map(({ colours: _c, ...texts }) => texts) });
      const photos = new Map(await Promise.all(DEMO_INSTRUCTORS.map(async (t, i) => [i, await portrait(folder, i, t.colours)] as const)));
      await commands.execute(new EditHomepageInstructorsCommand(form, photos, adminId, new Date(), undefined));
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
