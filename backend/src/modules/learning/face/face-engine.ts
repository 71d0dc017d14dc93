import { dirname, join } from 'path';
import { Worker } from 'worker_threads';

/** What the engine finds in a picture: how many faces, and the descriptor when there is exactly one. */
export interface FacesFound {
  count: number;
  descriptor: number[] | null;
}

export interface EngineSettings {
  minConfidence: number;
  maxFaces: number;
}

/** A decoded picture: RGB bytes, row after row. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

type Reply = { id: number; ready: true } | { id: number; found: FacesFound } | { id: number; error: string };

/**
 * The worker's code: face-api with TensorFlow.js's WebAssembly backend, models from face-api's
 * package. Plain JavaScript evaluated by the worker (not compiled with the rest), so that the same
 * code runs from the sources in tests and from the build in production; the packages' paths come
 * resolved from the main thread, whatever the working directory.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('worker_threads');
const { faceApi, tfMain, modelsDir, settings } = workerData;
const engine = (async () => {
  const faceapi = require(faceApi);
  const tf = require(tfMain);
  // The WebAssembly backend reads its .wasm files from its own package folder: nothing is fetched.
  await tf.setBackend('wasm');
  await tf.ready();
  await Promise.all([
    faceapi.nets.ssdMobilenetv1.loadFromDisk(modelsDir),
    faceapi.nets.faceLandmark68Net.loadFromDisk(modelsDir),
    faceapi.nets.faceRecognitionNet.loadFromDisk(modelsDir),
  ]);
  return faceapi;
})();
async function find({ data, width, height }) {
  const faceapi = await engine;
  const input = faceapi.tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: settings.minConfidence, maxResults: settings.maxFaces });
    const faces = await faceapi.detectAllFaces(input, options).withFaceLandmarks().withFaceDescriptors();
    return { count: faces.length, descriptor: faces.length === 1 ? Array.from(faces[0].descriptor) : null };
  } finally {
    input.dispose();
  }
}
parentPort.on('message', (message) => {
  const work = message.pixels ? find(message.pixels).then((found) => ({ id: message.id, found })) : engine.then(() => ({ id: message.id, ready: true }));
  work.then(
    (reply) => parentPort.postMessage(reply),
    (error) => parentPort.postMessage({ id: message.id, error: String((error && error.stack) || error) }),
  );
});
`;

/**
 * Runs the models in a worker thread: a photo takes about half a second of computation, which on
 * the API's own thread would hold every other request of the process for as long. One worker,
 * started on the first photo and kept; it keeps the process alive only while it has work.
 */
export class FaceEngine {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(settings: EngineSettings) {
    const workerData = {
      faceApi: require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js'),
      tfMain: require.resolve('@tensorflow/tfjs'),
      modelsDir: join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'),
      settings,
    };
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The face engine's worker stopped (exit code ${code})`)));
  }

  /** Resolves once the models are loaded. */
  async ready(): Promise<void> {
    await this.ask({});
  }

  async find(pixels: Pixels): Promise<FacesFound> {
    const reply = await this.ask({ pixels });
    if (!('found' in reply)) throw new Error('The face engine answered without a result');
    return reply.found;
  }

  /** Whether the worker stopped: the recognizer then starts another. */
  get broken(): boolean {
    return this.failure !== null;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private ask(message: { pixels?: Pixels }): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      // Only the pixels' copy crosses: the caller's buffer stays usable.
      this.worker.postMessage({ id, ...message });
    }).then((reply) => {
      const answer = reply as Reply;
      if ('error' in answer) throw new Error(answer.error);
      return answer;
    });
  }

  private settle(reply: Reply): void {
    this.waiting.get(reply.id)?.resolve(reply);
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
