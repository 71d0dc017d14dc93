import type { UploadRule } from '@academy/contracts';
import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createWriteStream } from 'fs';
import { mkdtemp, rm } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Readable } from 'stream';
import type { ApiRouteTable } from './api-route-table';
import { SIGNATURE_BYTES, sniffFileKind } from './file-kind';
import { HttpProblem } from './http-problem';
import { attachUploads, UploadedFile } from './uploads';

type Rules = Record<string, UploadRule>;

/** The JSON of the form: a whole course curriculum fits many times over. */
const DATA_FIELD_LIMIT = 1024 * 1024;

/**
 * Reads a multipart request for an endpoint that declares `upload`: the `data` field becomes the
 * body (validated later like any JSON body), each file streams to a temporary file, its size checked
 * as it arrives and its kind by its first bytes. Temporary files are deleted when the response is
 * finished, whatever the handler did. Other requests pass through to the JSON parser.
 */
export function multipartBody(table: ApiRouteTable): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const rules = table.uploadRulesOf(request.method, request.path);
    if (!rules || !request.is('multipart/form-data')) return next();
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding !== 'identity') return next(new HttpProblem(415, 'UNSUPPORTED_CONTENT_ENCODING'));
    if (Number(request.headers['content-length'] ?? 0) > largestForm(rules)) return next(new HttpProblem(413, 'PAYLOAD_TOO_LARGE'));
    readForm(request, rules).then(({ data, files, folder }) => {
      // 'close' follows every response, finished or cut off.
      response.once('close', () => void rm(folder, { recursive: true, force: true }));
      request.body = data;
      attachUploads(request, files);
      next();
    }, next);
  };
}

/** Every file at its limit plus the form itself: a larger declared length is refused unread. */
function largestForm(rules: Rules): number {
  const files = Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes * (rule.indexed?.maxCount ?? 1), 0);
  return files + DATA_FIELD_LIMIT * 2;
}

interface Form {
  data: unknown;
  files: UploadedFile[];
  folder: string;
}

async function readForm(request: Request, rules: Rules): Promise<Form> {
  const folder = await mkdtemp(join(tmpdir(), 'academy-upload-'));
  try {
    return { ...(await parse(request, rules, folder)), folder };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

function parse(request: Request, rules: Rules, folder: string): Promise<Omit<Form, 'folder'>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as raw UTF-8; busboy's default would read 'ảnh' as Latin-1.
      // busboy says 'partsLimit' once the count of parts reaches the limit, the last allowed part
      // included, so the limit is one past what a form may hold (data and every file).
      const parts = 1 + fileCount(rules) + 1;
      parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { fields: 1, fieldSize: DATA_FIELD_LIMIT, parts } });
    } catch {
      return reject(new HttpProblem(400, 'MALFORMED_MULTIPART'));
    }
    const form = new FormCollector(rules, folder);
    // On the first refusal the rest of the body is still read (bounded by `largestForm`) and dropped,
    // so the client gets the answer instead of a reset connection.
    const refuse = (problem: unknown) => form.fail(problem);
    parser.on('field', (name, value, info) => form.field(name, value, info.valueTruncated));
    parser.on('file', (name, stream, info) => form.file(name, stream, info.filename ?? '').catch(refuse));
    parser.on('fieldsLimit', () => refuse(new HttpProblem(400, 'UPLOAD_FIELD_UNKNOWN')));
    parser.on('partsLimit', () => refuse(new HttpProblem(400, 'UPLOAD_FIELD_UNKNOWN')));
    const settle = () => void form.settled().then(resolve, reject);
    // A broken form ends in 'error' without 'close'.
    parser.on('error', () => {
      refuse(new HttpProblem(400, 'MALFORMED_MULTIPART'));
      settle();
    });
    parser.on('close', settle);
    // A client that goes away mid-upload never lets the parser close: answer (to no one) and clean up.
    request.on('aborted', () => reject(new HttpProblem(400, 'MALFORMED_BODY')));
    request.pipe(parser);
  });
}

const fileCount = (rules: Rules) => Object.values(rules).reduce((sum, rule) => sum + (rule.indexed?.maxCount ?? 1), 0);

/** `thumbnail` or `lectureThumbnails[3]`. */
const FIELD_NAME = /^([A-Za-z][A-Za-z0-9_]*)(?:\[(\d{1,4})\])?$/;

/** Collects one form's parts; remembers the first refusal and drains whatever comes after it. */
class FormCollector {
  private data: unknown = {};
  /** Each accepted file as it will be when written, in the order the form sent them (null: refused). */
  private readonly saved: Array<Promise<UploadedFile | null>> = [];
  /** `field[index]` of every file accepted so far, so a repeat is refused even while the first still streams in. */
  private readonly claimed = new Set<string>();
  private problem: unknown = null;

  constructor(
    private readonly rules: Rules,
    private readonly folder: string,
  ) {}

  fail(problem: unknown): void {
    this.problem ??= problem;
  }

  field(name: string, value: string, truncated: boolean): void {
    if (name !== 'data') return this.fail(new HttpProblem(400, 'UPLOAD_FIELD_UNKNOWN'));
    if (truncated) return this.fail(new HttpProblem(413, 'PAYLOAD_TOO_LARGE'));
    try {
      this.data = JSON.parse(value);
    } catch {
      this.fail(new HttpProblem(400, 'MALFORMED_JSON'));
    }
  }

  async file(name: string, stream: Readable, originalName: string): Promise<void> {
    const target = this.problem === null ? this.targetOf(name) : null;
    if (target === null) return drain(stream);
    const write = this.save(stream, target, originalName);
    this.saved.push(
      write.catch((problem: unknown) => {
        this.fail(problem);
        return null;
      }),
    );
    await write;
  }

  async settled(): Promise<Omit<Form, 'folder'>> {
    const files = await Promise.all(this.saved);
    if (this.problem !== null) throw this.problem;
    return { data: this.data, files: files.filter((file): file is UploadedFile => file !== null) };
  }

  /** The rule and index of a declared field seen for the first time; otherwise refused. */
  private targetOf(name: string): { field: string; index: number | null; rule: UploadRule } | null {
    const [, field, index] = FIELD_NAME.exec(name) ?? [];
    const rule = field === undefined ? undefined : Object.hasOwn(this.rules, field) ? this.rules[field] : undefined;
    const position = index === undefined ? null : Number(index);
    const fits = rule !== undefined && (rule.indexed ? position !== null && position < rule.indexed.maxCount : position === null);
    const slot = `${field}[${position}]`;
    if (!fits || this.claimed.has(slot)) {
      this.fail(new HttpProblem(400, 'UPLOAD_FIELD_UNKNOWN'));
      return null;
    }
    this.claimed.add(slot);
    return { field: field as string, index: position, rule: rule as UploadRule };
  }

  /** Writes the file with backpressure; past the limit it keeps reading but stops writing. */
  private save(stream: Readable, { field, index, rule }: { field: string; index: number | null; rule: UploadRule }, originalName: string): Promise<UploadedFile> {
    const path = join(this.folder, `${this.saved.length}.upload`);
    const out = createWriteStream(path);
    const check = new UploadCheck(rule);
    return new Promise((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        if (check.take(chunk) && !out.write(chunk)) {
          stream.pause();
          out.once('drain', () => stream.resume());
        }
      });
      stream.on('end', () => out.end());
      // A form cut off inside this file ends the file with an error, not an end.
      stream.on('error', () => {
        out.destroy();
        reject(new HttpProblem(400, 'MALFORMED_MULTIPART'));
      });
      out.on('error', reject);
      out.on('finish', () => {
        try {
          resolve({ field, index, originalName: originalName.slice(0, 255), path, size: check.size, contentType: check.verdict() });
        } catch (problem) {
          reject(problem);
        }
      });
    });
  }
}

/** Reads and drops a refused file; a form cut off inside it ends it with an error, which is expected here. */
function drain(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/** Counts a file's bytes as they stream in and keeps its first ones for `sniffFileKind`. */
class UploadCheck {
  size = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly rule: UploadRule) {}

  /** Whether the chunk is still within the limit (and so worth writing). */
  take(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.head.length < SIGNATURE_BYTES) this.head = Buffer.concat([this.head, chunk]).subarray(0, SIGNATURE_BYTES);
    return this.size <= this.rule.maxBytes;
  }

  /** The sniffed content type, or the refusal. */
  verdict(): string {
    if (this.size > this.rule.maxBytes) throw new HttpProblem(413, 'FILE_TOO_LARGE');
    if (this.size === 0) throw new HttpProblem(400, 'FILE_EMPTY');
    const kind = sniffFileKind(this.head);
    if (kind?.kind !== this.rule.kind) throw new HttpProblem(400, 'FILE_TYPE_INVALID');
    return kind.contentType;
  }
}
