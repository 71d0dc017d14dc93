import { COURSE_ERRORS, COURSE_MESSAGES } from '@academy/contracts';
import { BUILDER_MESSAGES, CourseDraft, DraftEdit, checkDraft, draftFromCourse, editDraft, emptyDraft } from './builder-draft';
import { formatPriceInput, parseDuration, priceDigits, toggleIntent } from './course-studio.format';
import { editableCourse } from './course.fixture';

const apply = (draft: CourseDraft, ...edits: DraftEdit[]) => edits.reduce(editDraft, draft);
const titles = (draft: CourseDraft) => draft.sections.map((s) => `${s.title}: ${s.lectures.map((l) => l.title).join(', ')}`);

function twoSections(): CourseDraft {
  const course = editableCourse('c1', {
    sections: [
      {
        sectionId: 's1',
        title: 'A',
        lectures: [
          { lectureId: 'l1', title: 'a1', mediaId: 'm1', durationSeconds: 61, isFreePreview: true, thumbnailUrl: null },
          { lectureId: 'l2', title: 'a2', mediaId: 'm2', durationSeconds: 600, isFreePreview: false, thumbnailUrl: '/files/public/l2.webp' },
        ],
      },
      { sectionId: 's2', title: 'B', lectures: [{ lectureId: 'l3', title: 'b1', mediaId: 'm3', durationSeconds: 4500, isFreePreview: false, thumbnailUrl: null }] },
    ],
  });
  return draftFromCourse(course, { m1: { title: 'video-1.mp4' } });
}

describe('the builder draft', () => {
  it('reads a saved course with its ids, durations as m:ss and the videos named', () => {
    const draft = twoSections();
    expect(draft.sections.map((s) => s.sectionId)).toEqual(['s1', 's2']);
    expect(draft.sections[0].lectures.map((l) => [l.lectureId, l.duration, l.mediaTitle])).toEqual([
      ['l1', '1:01', 'video-1.mp4'],
      ['l2', '10:00', null],
    ]);
    expect(draft.sections[1].lectures[0].duration).toBe('75:00');
    expect(draft.price).toBe('1990000');
  });

  it('moves lectures up and down, across into the neighbouring section at the edges', () => {
    const draft = twoSections();
    const [a1, a2] = draft.sections[0].lectures;
    const b1 = draft.sections[1].lectures[0];
    expect(titles(apply(draft, { type: 'lectureMoved', key: a2.key, by: -1 }))).toEqual(['A: a2, a1', 'B: b1']);
    expect(titles(apply(draft, { type: 'lectureMoved', key: a2.key, by: 1 }))).toEqual(['A: a1', 'B: a2, b1']);
    expect(titles(apply(draft, { type: 'lectureMoved', key: b1.key, by: -1 }))).toEqual(['A: a1, a2, b1', 'B: ']);
    // Nowhere to go: nothing changes.
    expect(apply(draft, { type: 'lectureMoved', key: a1.key, by: -1 })).toBe(draft);
    expect(titles(apply(draft, { type: 'lectureDropped', key: a1.key, sectionKey: draft.sections[1].key, index: 1 }))).toEqual(['A: a2', 'B: b1, a1']);
    // Dropped on a later lecture of its own section: it lands just before that lecture.
    const three = apply(draft, { type: 'lectureDropped', key: b1.key, sectionKey: draft.sections[0].key, index: 2 });
    expect(titles(apply(three, { type: 'lectureDropped', key: a1.key, sectionKey: draft.sections[0].key, index: 2 }))).toEqual(['A: a2, a1, b1', 'B: ']);
    expect(titles(apply(three, { type: 'lectureDropped', key: a1.key, sectionKey: draft.sections[0].key, index: 3 }))).toEqual(['A: a2, b1, a1', 'B: ']);
  });

  it('adds, renames, reorders and removes sections and lectures', () => {
    let draft = twoSections();
    draft = apply(draft, { type: 'sectionAdded' });
    const added = draft.sections[2];
    draft = apply(
      draft,
      { type: 'sectionRenamed', key: added.key, title: 'C' },
      { type: 'sectionMoved', key: added.key, by: -1 },
      { type: 'lectureEdited', key: added.lectures[0].key, change: { title: 'c1' } },
      { type: 'lectureAdded', sectionKey: added.key },
      { type: 'sectionRemoved', key: draft.sections[0].key },
    );
    expect(titles(draft)).toEqual(['C: c1, ', 'B: b1']);
    expect(draft.sections[0].sectionId).toBeUndefined();
    draft = apply(draft, { type: 'lectureRemoved', key: draft.sections[0].lectures[1].key });
    expect(titles(draft)).toEqual(['C: c1', 'B: b1']);
  });

  it("fills a lecture's title and duration from the picked video, keeping a title already typed", () => {
    const draft = emptyDraft();
    const lecture = draft.sections[0].lectures[0];
    const picked = apply(draft, { type: 'lectureVideoPicked', key: lecture.key, video: { _id: 'm9', title: 'Bài mở đầu', durationSeconds: 125.6 } });
    expect(picked.sections[0].lectures[0]).toMatchObject({ mediaId: 'm9', mediaTitle: 'Bài mở đầu', title: 'Bài mở đầu', duration: '2:06' });
    const typed = apply(
      draft,
      { type: 'lectureEdited', key: lecture.key, change: { title: 'Giới thiệu' } },
      { type: 'lectureVideoPicked', key: lecture.key, video: { _id: 'm9', title: 'Bài mở đầu', durationSeconds: null } },
    );
    expect(typed.sections[0].lectures[0]).toMatchObject({ title: 'Giới thiệu', duration: '0:00' });
  });

  it('keeps only digits in prices and shows them grouped the Vietnamese way', () => {
    const draft = apply(emptyDraft(), { type: 'fieldEdited', field: 'price', value: '1.990.000 ₫' });
    expect(draft.price).toBe('1990000');
    expect(formatPriceInput(draft.price)).toBe('1.990.000');
    expect(priceDigits('00')).toBe('0');
  });
});

describe('checking the draft', () => {
  it('turns a complete draft into the request, ids kept, thumbnails by curriculum position', () => {
    let draft = twoSections();
    const b1 = draft.sections[1].lectures[0];
    draft = apply(
      draft,
      { type: 'lectureThumbnailPicked', key: b1.key, pick: { fileKey: 'k-b1', previewUrl: 'blob:b1', name: 'b1.png' } },
      { type: 'imagePicked', image: 'seoThumbnail', pick: { fileKey: 'k-seo', previewUrl: 'blob:seo', name: 'seo.png' } },
    );
    const checked = checkDraft(draft, { needsInstructor: false });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.images).toEqual({ seoThumbnail: 'k-seo', lectureThumbnails: { 2: 'k-b1' } });
    expect(checked.request.sections?.map((s) => [s.sectionId, s.lectures?.map((l) => [l.lectureId, l.durationSeconds])])).toEqual([
      ['s1', [['l1', 61], ['l2', 600]]],
      ['s2', [['l3', 4500]]],
    ]);
    expect(checked.request).not.toHaveProperty('instructorId');
  });

  it('reports every problem at once, at the address of its field, with the contracts’ texts', () => {
    let draft = emptyDraft();
    const lecture = draft.sections[0].lectures[0];
    draft = apply(draft, { type: 'lectureEdited', key: lecture.key, change: { duration: 'mười phút' } }, { type: 'fieldEdited', field: 'price', value: '500000' }, { type: 'fieldEdited', field: 'originalPrice', value: '1000' });
    const checked = checkDraft(draft, { needsInstructor: true });
    if (checked.ok) throw new Error('expected problems');
    expect(checked.formError).toBe(BUILDER_MESSAGES.fixErrors);
    expect(checked.errors).toMatchObject({
      instructorId: BUILDER_MESSAGES.instructorRequired,
      title: COURSE_ERRORS.COURSE_TITLE_REQUIRED,
      originalPrice: COURSE_ERRORS.COURSE_ORIGINAL_PRICE_BELOW_PRICE,
      'sections.0.title': COURSE_MESSAGES.sectionTitleRequired,
      'sections.0.lectures.0.title': COURSE_MESSAGES.lectureTitleRequired,
      'sections.0.lectures.0.mediaId': COURSE_MESSAGES.lectureMediaRequired,
      'sections.0.lectures.0.durationSeconds': COURSE_MESSAGES.lectureDurationInvalid,
    });
  });

  it('needs a price (0 for free)', () => {
    const checked = checkDraft(emptyDraft(), { needsInstructor: false });
    expect(checked.ok ? null : checked.errors.price).toBe(COURSE_ERRORS.COURSE_PRICE_INVALID);
  });
});

describe('studio formats', () => {
  it.each([
    ['12:05', 725],
    ['75:00', 4500],
    ['1:02:03', 3723],
    ['90', 90],
    [' 3:07 ', 187],
    ['3:7', null],
    ['abc', null],
    ['', null],
  ])('reads the duration %j as %p seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('says what the publish toggle will do in each status', () => {
    expect(toggleIntent('draft')?.label).toBe('Gửi duyệt');
    expect(toggleIntent('rejected')?.label).toBe('Gửi duyệt');
    expect(toggleIntent('published')?.label).toBe('Ngừng xuất bản');
    expect(toggleIntent('unpublished')?.label).toBe('Xuất bản lại');
    expect(toggleIntent('pending_review')).toBeNull();
    expect(toggleIntent('archived')).toBeNull();
  });
});
