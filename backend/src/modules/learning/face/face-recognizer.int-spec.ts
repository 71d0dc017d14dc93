import { DomainError } from '../../../platform/domain/domain-error';
import { faceDistance, FaceRecognizer } from './face-recognizer';
import { sampleGroupPhoto, sampleNoFacePhoto, samplePortrait } from './sample-face-photos';

/** The real models on real photos from the face-api package; nothing is mocked. */
describe('FaceRecognizer on the photos face-api ships', () => {
  const recognizer = new FaceRecognizer();
  afterAll(() => recognizer.onModuleDestroy());

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

  it('leaves the thread free while it looks: timers keep firing during a description', async () => {
    const TICK_MS = 5;
    const photo = await samplePortrait('second');
    await recognizer.loaded();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), TICK_MS);
    const started = performance.now();
    try {
      await Promise.all([recognizer.describe(photo), recognizer.describe(photo)]);
    } finally {
      clearInterval(ticker);
    }
    // Relative, not a time limit: on the API's own thread the timer could fire only between the
    // passes of the network, a few times in all; on a free thread it fires a good part of the times
    // it could, though on two busy cores (the worker's, the tests', the database's) only about a
    // quarter of them: one tenth tells the two apart.
    const couldFire = (performance.now() - started) / TICK_MS;
    expect(ticks).toBeGreaterThan(couldFire / 10);
  });

  it('refuses what is not an image, or an image cut short', async () => {
    const portrait = await samplePortrait('first');
    expect(await refusal(recognizer.describe(Buffer.from('x'.repeat(50))))).toBe('FACE_IMAGE_UNREADABLE');
    expect(await refusal(recognizer.describe(Buffer.alloc(0)))).toBe('FACE_IMAGE_UNREADABLE');
    expect(await refusal(recognizer.describe(portrait.subarray(0, portrait.length / 2)))).toBe('FACE_IMAGE_UNREADABLE');
  });

  it('loads the models once for any number of photos at once', async () => {
    const fresh = new FaceRecognizer();
    try {
      const [a, b] = await Promise.all([fresh.loaded(), fresh.loaded()]);
      expect(a).toBe(b);
      expect(await fresh.loaded()).toBe(a);
    } finally {
      await fresh.onModuleDestroy();
    }
  });

  it('starts its engine again when the worker stopped', async () => {
    const fresh = new FaceRecognizer();
    try {
      const first = await fresh.loaded();
      await first.close();
      await expect(first.find({ data: Buffer.alloc(3), width: 1, height: 1 })).rejects.toThrow();
      expect(await fresh.describe(await samplePortrait('second'))).toHaveLength(128);
      expect(await fresh.loaded()).not.toBe(first);
    } finally {
      await fresh.onModuleDestroy();
    }
  });
});
