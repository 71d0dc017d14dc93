import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { isSlug } from '../slug';
import { slugCandidate, toolSlugDecider, toolSlugOf, ToolSlugCommand } from './tool-slug.decider';
import type { ToolSlugClaimed, ToolSlugReleased } from './tool.events';

const given = deciderSpec(toolSlugDecider);
const slug = 'phan-mem-seeding';
const at = '2026-11-22T09:00:00.000Z';

const claim = (toolId: string): ToolSlugCommand => ({ type: 'ClaimToolSlug', data: { slug, toolId, at } });
const release = (toolId: string): ToolSlugCommand => ({ type: 'ReleaseToolSlug', data: { slug, toolId, at } });
const claimedBy = (toolId: string): ToolSlugClaimed => ({ type: 'ToolSlugClaimed', data: { slug, toolId, at } });
const releasedBy = (toolId: string): ToolSlugReleased => ({ type: 'ToolSlugReleased', data: { slug, toolId, at } });

describe('tool slug reservation', () => {
  it('gives a free slug to the first tool that claims it, and refuses it to the next', () => {
    given([]).when(claim('t1')).then([claimedBy('t1')]);
    given([claimedBy('t1')]).when(claim('t2')).thenThrows('TOOL_SLUG_TAKEN');
  });

  it('lets the holder claim again without a new event (retried create)', () => {
    given([claimedBy('t1')]).when(claim('t1')).then([]);
  });

  it('frees the slug once its holder releases it, and ignores anyone else releasing it', () => {
    given([claimedBy('t1')]).when(release('t1')).then([releasedBy('t1')]);
    given([claimedBy('t1'), releasedBy('t1')]).when(claim('t2')).then([claimedBy('t2')]);
    given([claimedBy('t1')]).when(release('t2')).then([]);
    given([claimedBy('t1'), releasedBy('t1')]).when(release('t1')).then([]);
  });

  it('keeps tool slugs in their own streams, apart from tools and categories', () => {
    expect(toolSlugDecider.streamIdOf(claim('t1'))).toBe('catalogue_tool_slug-phan-mem-seeding');
  });

  it('reads the slug from the Vietnamese name and refuses a name with nothing Latin to read', () => {
    expect(toolSlugOf('Phần mềm Seeding')).toBe(slug);
    expect(() => toolSlugOf('中文 !!!')).toThrow(expect.objectContaining({ code: 'TOOL_NAME_UNSLUGGABLE', kind: 'invalid' }));
  });

  it('tries the name, then -2, -3…, each still a slug however long the name', () => {
    expect([1, 2, 3].map((attempt) => slugCandidate(slug, attempt))).toEqual([slug, `${slug}-2`, `${slug}-3`]);
    const longest = `${'a'.repeat(98)}-b`;
    expect(slugCandidate(longest, 12)).toBe(`${'a'.repeat(97)}-12`);
    expect(isSlug(slugCandidate(longest, 12))).toBe(true);
  });
});
