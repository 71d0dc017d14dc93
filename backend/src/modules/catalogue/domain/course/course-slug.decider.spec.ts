import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { SLUG_MAX_LENGTH } from '../slug';
import { CourseSlugCommand, courseSlugCandidate, courseSlugDecider, courseSlugOf, isCandidateOf } from './course-slug.decider';
import type { CourseSlugEvent } from './course-slug.events';

const given = deciderSpec(courseSlugDecider);
const slug = 'quang-cao-facebook';
const at = '2026-11-22T08:00:00.000Z';

const claim = (courseId: string): CourseSlugCommand => ({ type: 'ClaimCourseSlug', data: { slug, courseId, at } });
const release = (courseId: string): CourseSlugCommand => ({ type: 'ReleaseCourseSlug', data: { slug, courseId, at } });
const claimedBy = (courseId: string): CourseSlugEvent => ({ type: 'CourseSlugClaimed', data: { slug, courseId, at } });
const releasedBy = (courseId: string): CourseSlugEvent => ({ type: 'CourseSlugReleased', data: { slug, courseId, at } });

describe('course slug reservation', () => {
  it('gives a free slug to the first course that claims it and refuses it to the next', () => {
    given([]).when(claim('c1')).then([claimedBy('c1')]);
    given([claimedBy('c1')]).when(claim('c2')).thenThrows('COURSE_SLUG_TAKEN');
  });

  it('lets the holder claim again without a new event (a retried create)', () => {
    given([claimedBy('c1')]).when(claim('c1')).then([]);
  });

  it('frees the slug once its holder releases it; others and repeats release nothing', () => {
    given([claimedBy('c1')]).when(release('c1')).then([releasedBy('c1')]);
    given([claimedBy('c1'), releasedBy('c1')]).when(claim('c2')).then([claimedBy('c2')]);
    given([claimedBy('c1')]).when(release('c2')).then([]);
    given([claimedBy('c1'), releasedBy('c1')]).when(release('c1')).then([]);
  });

  it('keeps course slugs in streams of their own', () => {
    expect(courseSlugDecider.streamIdOf(claim('c1'))).toBe('catalogue_course_slug-quang-cao-facebook');
  });

  it('reads the slug from a Vietnamese title and refuses a title with nothing Latin in it', () => {
    expect(courseSlugOf('Quảng cáo Facebook')).toBe(slug);
    expect(() => courseSlugOf('中文 !!!')).toThrow(expect.objectContaining({ code: 'COURSE_TITLE_UNSLUGGABLE', kind: 'invalid' }));
  });

  it('numbers the next candidates from 2 and keeps every one within the slug length', () => {
    expect([1, 2, 3].map((n) => courseSlugCandidate(slug, n))).toEqual([slug, `${slug}-2`, `${slug}-3`]);
    const long = 'a'.repeat(SLUG_MAX_LENGTH - 1) + 'b';
    expect(courseSlugCandidate(long, 12)).toHaveLength(SLUG_MAX_LENGTH);
    expect(courseSlugCandidate(long, 12).endsWith('a-12')).toBe(true);
  });

  it('recognises a numbered slug as a candidate of its base, and nothing else', () => {
    expect(isCandidateOf(slug, slug)).toBe(true);
    expect(isCandidateOf(`${slug}-7`, slug)).toBe(true);
    expect(isCandidateOf(`${slug}-1`, slug)).toBe(false);
    expect(isCandidateOf(`${slug}-07`, slug)).toBe(false);
    expect(isCandidateOf('quang-cao-tiktok-2', slug)).toBe(false);
  });
});
