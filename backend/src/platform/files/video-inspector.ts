/**
 * What an uploaded video really is, read from its bytes (never from the client's content type or
 * file name): MP4 / QuickTime (ISO base media file format) or WebM, and its duration when the file
 * says. Only box and element headers are read, never the whole file.
 */
import { open, type FileHandle } from 'fs/promises';

export type VideoContainer = 'mp4' | 'webm';

export interface InspectedVideo {
  container: VideoContainer;
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm';
  /** Null when the file does not say (a live recording, a fragmented MP4 without a total). */
  durationSeconds: number | null;
}

export type VideoRejectionReason = 'NOT_A_VIDEO';

export class VideoRejected extends Error {
  override name = 'VideoRejected';
  constructor(
    readonly reason: VideoRejectionReason,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown inside the parsers; becomes a `VideoRejected`. */
class Malformed extends Error {}

export async function inspectVideo(path: string): Promise<InspectedVideo> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const head = await readAt(handle, 0, 12);
    if (head.toString('latin1', 4, 8) === 'ftyp') return await inspectIsoMedia(handle, size);
    if (head.subarray(0, 4).equals(EBML_MAGIC)) return await inspectWebm(handle, size);
    throw new Malformed('neither an ftyp box nor an EBML header at the start');
  } catch (error) {
    if (error instanceof Malformed) throw new VideoRejected('NOT_A_VIDEO', `Not an MP4, QuickTime or WebM video: ${error.message}`);
    throw error;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

// --- ISO base media (MP4, QuickTime) -------------------------------------------------------------

/** Major brands of ISO files that are images or sound, not video (HEIF, AVIF, JPEG 2000, M4A). */
const NOT_VIDEO_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'jp2 ', 'jpx ', 'M4A ', 'M4B ', 'M4P ', 'crx ']);
/** Top-level boxes walked at most: real files have a handful; a crafted one could have millions. */
const MAX_BOXES = 1000;

interface Box {
  type: string;
  start: number;
  /** Where its content starts, after the 8- or 16-byte header. */
  body: number;
  end: number;
}

async function inspectIsoMedia(handle: FileHandle, size: number): Promise<InspectedVideo> {
  const ftyp = await readBox(handle, 0, size);
  if (!ftyp || ftyp.end - ftyp.body < 8) throw new Malformed('a broken ftyp box');
  const major = (await readAt(handle, ftyp.body, 4)).toString('latin1');
  if (NOT_VIDEO_BRANDS.has(major)) throw new Malformed(`an ISO file of brand "${major}" (an image or sound)`);
  const moov = await findBox(handle, 'moov', ftyp.end, size);
  // No moov: an upload cut short (moov often comes last), or not a movie at all.
  if (!moov) throw new Malformed('no moov box');
  const mvhd = await findBox(handle, 'mvhd', moov.body, moov.end);
  if (!mvhd) throw new Malformed('no mvhd box in moov');
  const header = await readAt(handle, mvhd.body, Math.min(32, mvhd.end - mvhd.body));
  return { container: 'mp4', contentType: major === 'qt  ' ? 'video/quicktime' : 'video/mp4', durationSeconds: mvhdDuration(header) };
}

/** The box at offset, which must end by limit; null when fewer than 8 bytes are left. */
async function readBox(handle: FileHandle, offset: number, limit: number): Promise<Box | null> {
  if (limit - offset < 8) return null;
  const header = await readAt(handle, offset, Math.min(16, limit - offset));
  const type = header.toString('latin1', 4, 8);
  let size = header.readUInt32BE(0);
  let body = offset + 8;
  if (size === 1) {
    // A 64-bit size follows the type (files over 4 GiB).
    if (header.length < 16) throw new Malformed(`a truncated ${type} box`);
    const large = header.readBigUInt64BE(8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new Malformed(`an impossible ${type} box size`);
    size = Number(large);
    body = offset + 16;
  } else if (size === 0) {
    size = limit - offset; // "to the end of the file"
  }
  if (size < body - offset || offset + size > limit) throw new Malformed(`a ${type} box that does not fit (cut short?)`);
  return { type, start: offset, body, end: offset + size };
}

async function findBox(handle: FileHandle, type: string, from: number, to: number): Promise<Box | null> {
  let offset = from;
  for (let seen = 0; seen < MAX_BOXES; seen++) {
    const box = await readBox(handle, offset, to);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  throw new Malformed(`more than ${MAX_BOXES} boxes`);
}

/**
 * mvhd: version (1 byte), flags (3), then creation and modification times, timescale (units per
 * second) and duration: 32-bit each in version 0, 64-bit times and duration in version 1.
 * All-ones durations mean "unknown"; a fragmented MP4 often says 0.
 */
function mvhdDuration(header: Buffer): number | null {
  const version = header[0];
  let timescale: number;
  let duration: number;
  if (version === 0 && header.length >= 20) {
    timescale = header.readUInt32BE(12);
    duration = header.readUInt32BE(16);
    if (duration === 0xffffffff) return null;
  } else if (version === 1 && header.length >= 32) {
    timescale = header.readUInt32BE(20);
    const long = header.readBigUInt64BE(24);
    if (long === 0xffffffffffffffffn) return null;
    duration = Number(long);
  } else {
    return null;
  }
  return timescale > 0 && duration > 0 ? roundToMilliseconds(duration / timescale) : null;
}

function roundToMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

// --- WebM (EBML) ---------------------------------------------------------------------------------

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const ID = { ebml: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, cluster: 0x1f43b675, timecodeScale: 0x2ad7b1, duration: 0x4489 };
/** Header, segment start and Info sit in the first few kilobytes of any WebM writer's output. */
const WEBM_HEAD_BYTES = 64 * 1024;

interface Element {
  id: number;
  body: number;
  /** Clamped to the bytes read; `cut` when the element goes on past them. */
  end: number;
  cut: boolean;
}

async function inspectWebm(handle: FileHandle, size: number): Promise<InspectedVideo> {
  const head = await readAt(handle, 0, Math.min(size, WEBM_HEAD_BYTES));
  const ebml = readElement(head, 0);
  if (!ebml || ebml.id !== ID.ebml || ebml.cut) throw new Malformed('a broken EBML header');
  const docType = childrenOf(head, ebml).find((child) => child.id === ID.docType);
  const name = docType && !docType.cut ? head.toString('latin1', docType.body, docType.end).replace(/\0+$/, '') : null;
  if (name !== 'webm') throw new Malformed(`an EBML document of type ${JSON.stringify(name)}, not webm`);
  const segment = readElement(head, ebml.end);
  if (!segment || segment.id !== ID.segment) throw new Malformed('no Segment after the EBML header');
  return { container: 'webm', contentType: 'video/webm', durationSeconds: webmDuration(head, segment) };
}

/** Segment › Info › Duration (a float, in TimecodeScale nanoseconds; 1 ms when unset). */
function webmDuration(head: Buffer, segment: Element): number | null {
  const info = childrenOf(head, segment, ID.cluster).find((child) => child.id === ID.info);
  if (!info || info.cut) return null;
  const fields = childrenOf(head, info);
  const scale = fields.find((field) => field.id === ID.timecodeScale);
  const duration = fields.find((field) => field.id === ID.duration);
  if (!duration || duration.cut) return null;
  const ticks = readFloat(head, duration);
  const nanosecondsPerTick = scale && !scale.cut ? readUint(head, scale) : 1_000_000;
  if (ticks === null || !Number.isFinite(ticks) || ticks <= 0 || nanosecondsPerTick <= 0) return null;
  return roundToMilliseconds((ticks * nanosecondsPerTick) / 1e9);
}

/** The direct children of parent, up to the first one with id `stopAt` (the first Cluster). */
function childrenOf(head: Buffer, parent: Element, stopAt?: number): Element[] {
  const children: Element[] = [];
  for (let offset = parent.body; offset < parent.end; ) {
    const child = readElement(head, offset);
    if (!child || child.id === stopAt) break;
    children.push(child);
    if (child.cut) break;
    offset = child.end;
  }
  return children;
}

function readElement(head: Buffer, offset: number): Element | null {
  const id = readVint(head, offset, true);
  if (!id || id.length > 4) return null;
  const size = readVint(head, offset + id.length, false);
  if (!size) return null;
  const body = offset + id.length + size.length;
  const end = size.unknown ? head.length : body + size.value;
  return { id: id.value, body, end: Math.min(end, head.length), cut: end > head.length };
}

/** EBML's variable-length integer: the count of leading zero bits of the first byte gives its length. */
function readVint(head: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = head[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > head.length) return null;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i++) {
    value = value * 256 + head[offset + i]!;
    allOnes &&= head[offset + i] === 0xff;
  }
  // All value bits set in a size means "unknown" (a live stream's Segment).
  return { value, length, unknown: !keepMarker && allOnes };
}

function readFloat(head: Buffer, element: Element): number | null {
  const length = element.end - element.body;
  if (length === 4) return head.readFloatBE(element.body);
  if (length === 8) return head.readDoubleBE(element.body);
  return null;
}

function readUint(head: Buffer, element: Element): number {
  let value = 0;
  for (let i = element.body; i < element.end; i++) value = value * 256 + head[i]!;
  return value;
}
