import { FACE_MATCH_THRESHOLD, faceDistance, facesMatch } from './face-recognizer';

describe('face distance and match', () => {
  const origin = Array<number>(128).fill(0);
  const at = (distance: number) => [distance, ...Array<number>(127).fill(0)];

  it('measures the Euclidean distance', () => {
    expect(faceDistance([0, 3], [4, 0])).toBe(5);
    expect(faceDistance(origin, origin)).toBe(0);
  });

  it('matches strictly below the measured threshold', () => {
    expect(facesMatch(origin, at(FACE_MATCH_THRESHOLD - 0.001))).toBe(true);
    expect(facesMatch(origin, at(FACE_MATCH_THRESHOLD))).toBe(false);
    expect(facesMatch(origin, at(0.6))).toBe(false);
  });

  it('never matches descriptors that cannot be compared (another model, nothing)', () => {
    expect(facesMatch(origin, origin.slice(0, 64))).toBe(false);
    expect(facesMatch([], [])).toBe(false);
  });
});
