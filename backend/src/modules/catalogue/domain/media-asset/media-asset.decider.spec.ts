import { mediaInUseMessage } from '@academy/contracts';
import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { MediaAssetCommand, mediaActorOf, mediaAssetDecider } from './media-asset.decider';
import type { MediaActor } from './media-asset.events';
import { admin, deleted, deletedAt, file, mediaId, otherInstructor, owner, uploaded, uploadedAt } from './media-asset.fixtures';

const given = deciderSpec(mediaAssetDecider);

const upload = (actor: MediaActor = owner): MediaAssetCommand => ({ type: 'UploadMediaAsset', data: { mediaId, actor, at: uploadedAt, ...file } });
const remove = (actor: MediaActor = owner, usedInCourses: string[] = []): MediaAssetCommand => ({
  type: 'DeleteMediaAsset',
  data: { mediaId, actor, usedInCourses, at: deletedAt },
});

describe('media asset decider', () => {
  it('records an uploaded video as its uploader’s', () => {
    given([]).when(upload()).then([uploaded()]);
    given([]).when(upload(admin)).then([uploaded({ ownerId: admin.id })]);
  });

  it('records nothing when the same upload arrives again (retried request), even after a delete', () => {
    given([uploaded()]).when(upload()).then([]);
    given([uploaded(), deleted()]).when(upload()).then([]);
  });

  it('lets the owner and any admin delete a video no lecture uses, naming the file to remove', () => {
    given([uploaded()]).when(remove()).then([deleted()]);
    given([uploaded()]).when(remove(admin)).then([deleted(admin)]);
  });

  it('refuses another instructor', () => {
    given([uploaded()]).when(remove(otherInstructor)).thenThrows('MEDIA_NOT_OWNED');
    given([uploaded(), deleted()]).when(remove(otherInstructor)).thenThrows('MEDIA_NOT_OWNED');
  });

  it('refuses a video that lectures still play, naming the courses', () => {
    given([uploaded()]).when(remove(owner, ['Quảng cáo Facebook'])).thenThrows('MEDIA_IN_USE');
    const state = foldEvents(mediaAssetDecider, [uploaded()]);
    expect(() => mediaAssetDecider.decide(remove(owner, ['A', 'B']), state)).toThrow(mediaInUseMessage(['A', 'B']));
  });

  it('records nothing when a delete is repeated, and answers not found for a video never uploaded', () => {
    given([uploaded(), deleted()]).when(remove()).then([]);
    given([]).when(remove()).thenThrows('MEDIA_NOT_FOUND');
  });

  it('gives students no library', () => {
    expect(() => mediaActorOf('student-1', 'student')).toThrow(expect.objectContaining({ code: 'MEDIA_STUDIO_ONLY' }));
    expect(() => mediaActorOf('someone', null)).toThrow(expect.objectContaining({ code: 'MEDIA_STUDIO_ONLY' }));
    expect(mediaActorOf('i', 'instructor')).toEqual({ id: 'i', role: 'instructor' });
  });

  it('folds the owner and the file, and keeps the owner after a delete', () => {
    expect(foldEvents(mediaAssetDecider, [uploaded()])).toEqual({ status: 'stored', ownerId: owner.id, fileKey: file.fileKey });
    expect(foldEvents(mediaAssetDecider, [uploaded(), deleted()])).toEqual({ status: 'deleted', ownerId: owner.id });
  });

  it('decides on the stream of the video named in the command', () => {
    expect(mediaAssetDecider.streamIdOf(remove())).toBe('catalogue_media_asset-m1');
  });
});
