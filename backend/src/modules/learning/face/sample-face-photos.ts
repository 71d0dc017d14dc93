import { dirname, join } from 'path';
import sharp from 'sharp';

/**
 * Real photos for the tests and the bench, made from the six sample photos @vladmandic/face-api
 * ships in its npm package (group photos, 1920 px wide): a face cut out as a 1280 px portrait,
 * and a "second capture" of it (mirrored, framed wider, brighter, saved at a lower JPEG quality),
 * since no one appears in two of the samples.
 */
const samplePath = (n: number) => join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', `sample${n}.jpg`);

interface FaceBox {
  sample: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Faces the detector finds alone in their portraits (boxes in the 1920 px originals). */
const FACES = {
  /** sample3, left: a second capture of her stays 0.16 from the first; everyone else is over 0.6 away. */
  first: { sample: 3, left: 585, top: 329, width: 199, height: 271 },
  /** sample6, third from the left: 0.79 from the first person. */
  second: { sample: 6, left: 1180, top: 305, width: 188, height: 280 },
} satisfies Record<string, FaceBox>;

export type SamplePerson = keyof typeof FACES;

interface Capture {
  /** Face widths of background on each side. */
  margin: number;
  mirrored: boolean;
  brightness: number;
  quality: number;
}

const FIRST_CAPTURE: Capture = { margin: 0.6, mirrored: false, brightness: 1, quality: 90 };
const SECOND_CAPTURE: Capture = { margin: 1, mirrored: true, brightness: 1.25, quality: 60 };

/** A 1280 px wide JPEG portrait of the person: their first capture, or another one. */
export async function samplePortrait(person: SamplePerson, capture: 'first' | 'second' = 'first'): Promise<Buffer> {
  const face = FACES[person];
  const { margin, mirrored, brightness, quality } = capture === 'first' ? FIRST_CAPTURE : SECOND_CAPTURE;
  const source = samplePath(face.sample);
  const { width: imageWidth = 0, height: imageHeight = 0 } = await sharp(source).metadata();
  const side = face.width * (1 + 2 * margin);
  const left = Math.max(0, Math.round(face.left + face.width / 2 - side / 2));
  const top = Math.max(0, Math.round(face.top + face.height / 2 - side * 0.65));
  const region = { left, top, width: Math.min(imageWidth - left, Math.round(side)), height: Math.min(imageHeight - top, Math.round(side * 1.3)) };
  let portrait = sharp(source).extract(region).resize({ width: 1280 });
  if (mirrored) portrait = portrait.flop();
  if (brightness !== 1) portrait = portrait.modulate({ brightness });
  return portrait.jpeg({ quality }).toBuffer();
}

/** A whole group photo (three people), at 1280 px. */
export const sampleGroupPhoto = (): Promise<Buffer> => sharp(samplePath(2)).resize({ width: 1280 }).jpeg({ quality: 90 }).toBuffer();

/** A corner of a sample with no one in it (a wall and a lamp), at 1280 px. */
export const sampleNoFacePhoto = (): Promise<Buffer> =>
  sharp(samplePath(1)).extract({ left: 0, top: 0, width: 450, height: 300 }).resize({ width: 1280 }).jpeg({ quality: 90 }).toBuffer();
