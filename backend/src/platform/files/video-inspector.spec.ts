import { mkdtemp, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import { inspectVideo, VideoRejected } from './video-inspector';

// --- ISO base media files, built box by box ------------------------------------------------------

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([uint32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** The 64-bit form of a box header: size 1, the type, then the real size. */
function largeBox(type: string, body: Buffer): Buffer {
  return Buffer.concat([uint32(1), Buffer.from(type, 'latin1'), uint64(BigInt(16 + body.length)), body]);
}

const ftyp = (major: string, ...compatible: string[]) => box('ftyp', Buffer.from(major, 'latin1'), uint32(0), ...compatible.map((brand) => Buffer.from(brand, 'latin1')));
/** What follows the duration in a real mvhd: rate, volume, reserved, matrix, pre-defined, next track id. */
const MVHD_TAIL = Buffer.alloc(80);

function mvhdV0(timescale: number, duration: number): Buffer {
  return box('mvhd', uint32(0), uint32(3_800_000_000), uint32(3_800_000_000), uint32(timescale), uint32(duration), MVHD_TAIL);
}

function mvhdV1(timescale: number, duration: bigint): Buffer {
  return box('mvhd', Buffer.from([1, 0, 0, 0]), uint64(3_800_000_000n), uint64(3_800_000_000n), uint32(timescale), uint64(duration), MVHD_TAIL);
}

const moov = (mvhd: Buffer) => box('moov', mvhd, box('trak', box('tkhd', Buffer.alloc(84))));
const mdat = (bytes = 256) => box('mdat', Buffer.alloc(bytes, 0xab));
const mp4 = (mvhd: Buffer, major = 'isom') => Buffer.concat([ftyp(major, 'isom', 'iso2', 'avc1', 'mp41'), moov(mvhd), mdat()]);

// --- WebM, built element by element --------------------------------------------------------------

function ebmlSize(length: number): Buffer {
  if (length < 0x7f) return Buffer.of(0x80 | length);
  const bytes = Buffer.alloc(8);
  bytes[0] = 0x01; // the 8-byte form
  bytes.writeUIntBE(length, 2, 6);
  return bytes;
}

function element(id: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const idHex = id.toString(16);
  return Buffer.concat([Buffer.from(idHex.padStart(idHex.length + (idHex.length % 2), '0'), 'hex'), ebmlSize(body.length), body]);
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const ebmlHeader = (docType: string) => element(0x1a45dfa3, element(0x4286, Buffer.of(1)), element(0x4282, Buffer.from(docType)), element(0x4287, Buffer.of(4)));
const float64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};
const float32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeFloatBE(value);
  return bytes;
};

/** A live-style WebM: Segment of unknown size, SeekHead, Info, Tracks, then a Cluster. */
function webm(info: Buffer[], docType = 'webm'): Buffer {
  const segmentBody = Buffer.concat([
    element(0x114d9b74, Buffer.alloc(20)), // SeekHead
    element(0x1549a966, element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), ...info), // Info, TimecodeScale 1,000,000
    element(0x1654ae6b, Buffer.alloc(200)), // Tracks
    element(0x1f43b675, element(0x4489, float64(999)), Buffer.alloc(300)), // Cluster (a decoy Duration inside)
  ]);
  return Buffer.concat([ebmlHeader(docType), Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, segmentBody]);
}

describe('video inspection', () => {
  let folder: string;
  let count = 0;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'video-inspector-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Under a misleading name: the inspector reads the bytes, not the name. */
  async function file(bytes: Buffer | string): Promise<string> {
    count += 1;
    const path = join(folder, `${count}-video.mp4`);
    await writeFile(path, bytes);
    return path;
  }

  describe('MP4 and QuickTime', () => {
    it('reads the duration from a version 0 mvhd', async () => {
      expect(await inspectVideo(await file(mp4(mvhdV0(1000, 12_345))))).toEqual({ container: 'mp4', contentType: 'video/mp4', durationSeconds: 12.345 });
    });

    it('reads a 64-bit duration from a version 1 mvhd', async () => {
      // 5 hours at a 1 MHz timescale: 1.8e10 units, past what 32 bits hold.
      expect(await inspectVideo(await file(mp4(mvhdV1(1_000_000, 18_000_000_000n))))).toMatchObject({ durationSeconds: 18_000 });
    });

    it('finds moov after a large mdat with a 64-bit size, as cameras write them', async () => {
      const bytes = Buffer.concat([ftyp('mp42', 'mp42', 'isom'), box('free'), largeBox('mdat', Buffer.alloc(5000, 1)), moov(mvhdV0(600, 600 * 90))]);
      expect(await inspectVideo(await file(bytes))).toEqual({ container: 'mp4', contentType: 'video/mp4', durationSeconds: 90 });
    });

    it('calls a QuickTime movie video/quicktime', async () => {
      expect(await inspectVideo(await file(mp4(mvhdV0(600, 1200), 'qt  ')))).toEqual({
        container: 'mp4',
        contentType: 'video/quicktime',
        durationSeconds: 2,
      });
    });

    it.each([
      ['unknown (all ones)', mvhdV0(1000, 0xffffffff)],
      ['unknown in version 1', mvhdV1(1000, 0xffffffffffffffffn)],
      ['zero, as fragmented MP4s say', mvhdV0(1000, 0)],
      ['over a zero timescale', mvhdV0(0, 5000)],
    ])('gives no duration when it is %s', async (_label, mvhd) => {
      expect(await inspectVideo(await file(mp4(mvhd)))).toMatchObject({ container: 'mp4', durationSeconds: null });
    });
  });

  describe('WebM', () => {
    it('reads the duration from Segment › Info, in TimecodeScale units', async () => {
      expect(await inspectVideo(await file(webm([element(0x4489, float64(12_345))])))).toEqual({
        container: 'webm',
        contentType: 'video/webm',
        durationSeconds: 12.345,
      });
    });

    it('reads a 4-byte float duration', async () => {
      expect(await inspectVideo(await file(webm([element(0x4489, float32(1500))])))).toMatchObject({ durationSeconds: 1.5 });
    });

    it('gives no duration for a recording that has none (MediaRecorder writes none)', async () => {
      expect(await inspectVideo(await file(webm([])))).toEqual({ container: 'webm', contentType: 'video/webm', durationSeconds: null });
    });
  });

  describe('refusals', () => {
    const refusals: Array<[string, Buffer | string]> = [
      ['text', 'Đây không phải là video'],
      ['an empty file', ''],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['a JPEG', Buffer.from('ffd8ffe000104a46494600', 'hex')],
      ['an AVIF image (an ISO file too)', Buffer.concat([ftyp('avif', 'avif', 'mif1', 'miaf'), box('meta', Buffer.alloc(40))])],
      ['an M4A song', Buffer.concat([ftyp('M4A ', 'M4A ', 'isom'), moov(mvhdV0(44_100, 44_100 * 200)), mdat()])],
      ['an MP4 without moov', Buffer.concat([ftyp('isom', 'isom'), mdat()])],
      ['a moov without mvhd', Buffer.concat([ftyp('isom', 'isom'), box('moov', box('trak')), mdat()])],
      ['an upload cut short (mdat runs past the end)', mp4(mvhdV0(1000, 1000)).subarray(0, 200)],
      ['a box with an impossible size', Buffer.concat([ftyp('isom'), uint32(4), Buffer.from('moov')])],
      ['an ftyp too short to hold a brand', Buffer.concat([uint32(8), Buffer.from('ftyp'), moov(mvhdV0(1, 1))])],
      ['a Matroska (not WebM) document', webm([element(0x4489, float64(1000))], 'matroska')],
      ['an EBML header cut short', ebmlHeader('webm').subarray(0, 10)],
      ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256))],
    ];

    it.each(refusals)('refuses %s as NOT_A_VIDEO', async (_label, bytes) => {
      const error = await inspectVideo(await file(bytes)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(VideoRejected);
      expect((error as VideoRejected).reason).toBe('NOT_A_VIDEO');
    });

    it('stops walking a file of endless tiny boxes', async () => {
      const boxes = Array.from({ length: 5000 }, () => box('free'));
      await expect(inspectVideo(await file(Buffer.concat([ftyp('isom'), ...boxes, moov(mvhdV0(1, 1))])))).rejects.toThrow(VideoRejected);
    });

    it('lets a missing file fail as itself, not as a rejected upload', async () => {
      await expect(inspectVideo(join(folder, 'missing.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });
});
