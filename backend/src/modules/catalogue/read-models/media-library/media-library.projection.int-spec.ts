import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { deleted, file, mediaId, owner, uploaded, uploadedAt } from '../../domain/media-asset/media-asset.fixtures';
import { mediaLibraryProjection } from './media-library.projection';
import { MEDIA_LIBRARY_COLLECTION, MediaLibraryRow } from './media-library.read-model';

const row: MediaLibraryRow = { id: mediaId, ownerId: owner.id, ...file, createdAt: uploadedAt };

describe('media library projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(mediaLibraryProjection);
  });
  afterAll(() => spec.close());

  it('lists an uploaded video with its file, owner and upload time', async () => {
    await spec.givenEvents(uploaded()).thenRows(MEDIA_LIBRARY_COLLECTION, [row]);
  });

  it('takes a deleted video out of the library and leaves the others', async () => {
    const other = { ...uploaded({ mediaId: 'm2', title: 'Bài 2' }), streamId: 'catalogue_media_asset-m2' };
    await spec.givenEvents(uploaded(), other, deleted()).thenRows(MEDIA_LIBRARY_COLLECTION, [{ ...row, id: 'm2', title: 'Bài 2' }]);
  });
});
