export const toMediaAssetStreamId = (mediaId: string) => `catalogue_media_asset-${mediaId}`;
