import { DomainError } from '../../../platform/domain/domain-error';
import { faceDistance, FaceRecognizer } from './face-recognizer';
import { sampleGroupPhoto, sampleNoFacePhoto, samplePortrait } from './sample-face-photos';

/** The real models on real photos from the face-api package; nothing is mocked. */
describe('FaceRecognizer on the photos face-api ships', () => {
  const recognizer = new FaceRecognizer();

  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'described',
      (error: unknown) => (error instanceof DomainError ? error.code : error),
    );

  it('describes one face in 128 numbers; two captures of one person match, two people do not', async () => {
    const [first, again, other] = await Promise.all([
      recognizer.describe(await samplePortrait('first')),
      recognizer.describe(await samplePortrait('first', 'second')),
      recognizer.describe(await samplePortrait('second')),
    ]);
    expect(first).toHaveLength(128);
    expect(recognizer.matches(first, again)).toBe(true);
    expect(recognizer.matches(first, other)).toBe(false);
    expect(recognizer.matches(again, other)).toBe(false);
    // Clear margins on both sides of the threshold, so a small change of library does not flip these.
    expect(faceDistance(first, again)).toBeLessThan(0.3);
    expect(faceDistance(first, other)).toBeGreaterThan(0.7);
  });

  it('refuses a photo without a face and one with several, and says which', async () => {
    expect(await refusal(recognizer.describe(await sampleNoFacePhoto()))).toBe('FACE_NOT_FOUND');
    expect(await refusal(recognizer.describe(await sampleGroupPhoto()))).toBe('FACE_SEVERAL_FOUND');
  });

  it('refuses what is not an image, or an image cut short', async () => {
    const portrait = await samplePortrait('first');
    expect(await refusal(recognizer.describe(Buffer.from('x'.repeat(50))))).toBe('FACE_IMAGE_UNREADABLE');
    expect(await refusal(recognizer.describe(Buffer.alloc(0)))).toBe('FACE_IMAGE_UNREADABLE');
    expect(await refusal(recognizer.describe(portrait.subarray(0, portrait.length / 2)))).toBe('FACE_IMAGE_UNREADABLE');
  });

  it('loads the models once for any number of photos at once', async () => {
    const fresh = new FaceRecognizer();
    const [a, b] = [fresh.loaded(), fresh.loaded()];
    expect(a).toBe(b);
    await a;
  });
});
