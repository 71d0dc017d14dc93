import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { CategoryCommand, categoryDecider } from './category.decider';
import { activated, categoryId, changedAt, created, deactivated, deleted, renamed } from './category.fixtures';

const given = deciderSpec(categoryDecider);
const by = { changedBy: 'admin-1', changedAt };

const create: CategoryCommand = { type: 'CreateCategory', data: created().data };
const rename: CategoryCommand = {
  type: 'ChangeCategoryDetails',
  data: { categoryId, name: 'Quảng cáo TikTok', slug: 'quang-cao-tiktok', description: 'Video ngắn', order: 2, ...by },
};
const toggle: CategoryCommand = { type: 'ToggleCategoryActive', data: { categoryId, ...by } };
const remove = (courseCount: number): CategoryCommand => ({
  type: 'DeleteCategory',
  data: { categoryId, courseCount, deletedBy: 'admin-1', deletedAt: changedAt },
});

describe('category decider', () => {
  it('creates a category as the admin described it', () => {
    given([]).when(create).then([created()]);
  });

  it('records nothing when the same create arrives again (retried request)', () => {
    given([created()]).when(create).then([]);
  });

  it('changes the details and says which slug the rename gave up', () => {
    given([created()]).when(rename).then([renamed]);
  });

  it('records nothing when the details are already as requested', () => {
    given([created(), renamed]).when(rename).then([]);
  });

  it('toggles between shown and hidden', () => {
    given([created()]).when(toggle).then([deactivated]);
    given([created(), deactivated]).when(toggle).then([activated]);
  });

  it('deletes a category no course uses, releasing its current slug', () => {
    given([created()]).when(remove(0)).then([deleted]);
    given([created(), renamed]).when(remove(0)).then([{ ...deleted, data: { ...deleted.data, slug: 'quang-cao-tiktok' } }]);
  });

  it('refuses to delete a category that courses are filed under', () => {
    given([created()]).when(remove(3)).thenThrows('CATEGORY_IN_USE');
  });

  it.each([
    ['never created', []],
    ['deleted', [created(), deleted]],
  ])('treats a category %s as not found', (_, history) => {
    for (const command of [rename, toggle, remove(0)]) given(history).when(command).thenThrows('CATEGORY_NOT_FOUND');
  });

  it('does not bring a deleted category back when a retried create arrives', () => {
    given([created(), deleted]).when(create).then([]);
  });

  it('folds the current details and visibility', () => {
    expect(foldEvents(categoryDecider, [created(), renamed, deactivated])).toEqual({
      status: 'live',
      name: 'Quảng cáo TikTok',
      slug: 'quang-cao-tiktok',
      description: 'Video ngắn',
      order: 2,
      isActive: false,
    });
  });

  it('decides on the stream of the category named in the command', () => {
    expect(categoryDecider.streamIdOf(toggle)).toBe('catalogue_category-c1');
  });
});
