import { crumbsOf, folderName, parentOf, previewUrlOf, publicUrlOf } from './storage-paths';

describe('storage paths', () => {
  it('breaks a folder into the crumbs that open each level', () => {
    expect(crumbsOf('')).toEqual([]);
    expect(crumbsOf('public/courses/abc/')).toEqual([
      { name: 'public', prefix: 'public/' },
      { name: 'courses', prefix: 'public/courses/' },
      { name: 'abc', prefix: 'public/courses/abc/' },
    ]);
  });

  it('goes up one level, the root staying the root', () => {
    expect(parentOf('public/courses/')).toBe('public/');
    expect(parentOf('public/')).toBe('');
    expect(parentOf('')).toBe('');
  });

  it('names a sub-folder by its last segment', () => {
    expect(folderName('public/courses/')).toBe('courses');
  });

  it('gives public files their /files address, encoded segment by segment, and previews only raster pictures', () => {
    expect(publicUrlOf({ fullPath: 'public/a b/ảnh #1.webp' })).toBe('/files/public/a%20b/%E1%BA%A3nh%20%231.webp');
    expect(publicUrlOf({ fullPath: 'private/media/u/m.mp4' })).toBeNull();
    expect(previewUrlOf({ fullPath: 'public/x.webp', contentType: 'image/webp' })).toBe('/files/public/x.webp');
    expect(previewUrlOf({ fullPath: 'public/x.svg', contentType: 'image/svg+xml' })).toBeNull();
    expect(previewUrlOf({ fullPath: 'public/x.mp4', contentType: 'video/mp4' })).toBeNull();
    expect(previewUrlOf({ fullPath: 'private/x.webp', contentType: 'image/webp' })).toBeNull();
  });
});
