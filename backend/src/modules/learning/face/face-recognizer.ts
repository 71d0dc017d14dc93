import { Injectable, OnModuleDestroy } from '@nestjs/common';
import sharp from 'sharp';
import { DomainError } from '../../../platform/domain/domain-error';
import { MAX_IMAGE_PIXELS } from '../../../platform/files/image-inspector';
import { FaceEngine, Pixels } from './face-engine';

/** A face as the recognition model describes it: 128 numbers, close for photos of one person. */
export type FaceDescriptor = number[];

/**
 * Names the models a descriptor came from: descriptors of different models are not comparable, so
 * an enrolled face records it and a change of model is noticed instead of comparing nonsense.
 */
export const FACE_MODEL = 'face-api-1.7/ssd-mobilenet-v1+landmark-68+recognition-resnet';

/**
 * Two photos show the same person below this distance. Measured on the package's sample photos
 * (docs/decisions.md, "Face verification"): a second capture of one face stayed under 0.41, two
 * different people never came under 0.45; the library's usual 0.6 let 8 % of different people in.
 */
export const FACE_MATCH_THRESHOLD = 0.5;

/**
 * The detector looks at 512 px anyway; a smaller picture converts faster, and a face in a selfie
 * is still hundreds of pixels wide at this size.
 */
const MAX_SIDE = 1024;
/** Below this the detector's "face" is a pattern in a curtain more often than a face. */
const MIN_FACE_CONFIDENCE = 0.5;
/** Enough to tell "several faces"; a crowd costs no more than this. */
const MAX_FACES = 10;

/** Euclidean distance between two descriptors; infinite when they cannot be compared. */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return Number.POSITIVE_INFINITY;
  return Math.sqrt(a.reduce((sum, value, i) => sum + (value - b[i]) ** 2, 0));
}

/** Whether two descriptors show the same person. */
export const facesMatch = (a: readonly number[], b: readonly number[]) => faceDistance(a, b) < FACE_MATCH_THRESHOLD;

/**
 * Finds the one face in a photo and describes it, on this server, offline: @vladmandic/face-api's
 * models (shipped in its npm package) on TensorFlow.js's WebAssembly backend (shipped in its own
 * package; nothing native, nothing downloaded), in a worker thread (FaceEngine). The models load
 * once, on the first photo.
 */
@Injectable()
export class FaceRecognizer implements OnModuleDestroy {
  readonly model = FACE_MODEL;
  private engine: Promise<FaceEngine> | null = null;

  /** The descriptor of the photo's only face; refuses a picture that is not an image, has no face or several. */
  async describe(image: Buffer): Promise<FaceDescriptor> {
    const pixels = await decoded(image);
    const { count, descriptor } = await (await this.loaded()).find(pixels);
    if (count === 0) throw new DomainError('FACE_NOT_FOUND', 'invalid');
    if (count > 1 || descriptor === null) throw new DomainError('FACE_SEVERAL_FOUND', 'invalid');
    return descriptor;
  }

  matches(a: readonly number[], b: readonly number[]): boolean {
    return facesMatch(a, b);
  }

  /** Starts the engine and loads the models once; a failed start, or a worker that stopped, is tried again by the next photo. */
  loaded(): Promise<FaceEngine> {
    if (this.engine === null) {
      const engine = new FaceEngine({ minConfidence: MIN_FACE_CONFIDENCE, maxFaces: MAX_FACES });
      this.engine = engine.ready().then(
        () => engine,
        async (error: unknown) => {
          this.engine = null;
          await engine.close();
          throw error;
        },
      );
      return this.engine;
    }
    return this.engine.then((engine) => {
      if (!engine.broken) return engine;
      this.engine = null;
      return this.loaded();
    });
  }

  async onModuleDestroy(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (engine) await (await engine.catch(() => null))?.close();
  }
}

/** Upright (EXIF orientation applied), at most MAX_SIDE, three channels; anything sharp cannot decode is refused. */
async function decoded(image: Buffer): Promise<Pixels> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch {
    throw new DomainError('FACE_IMAGE_UNREADABLE', 'invalid');
  }
}
