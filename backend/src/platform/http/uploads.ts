import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** One file of a multipart request, on local disk until the response is sent, its kind checked by its bytes. */
export interface UploadedFile {
  field: string;
  /** The `n` of `field[n]` for an indexed field; null otherwise. */
  index: number | null;
  /** As the browser named it: shown to people, never used as a path. */
  originalName: string;
  /** A temporary file the request owns: it is deleted when the response is finished. */
  path: string;
  size: number;
  /** From the first bytes (`sniffFileKind`), not from the client. */
  contentType: string;
}

const UPLOADS = Symbol('uploads');
type WithUploads = Request & { [UPLOADS]?: UploadedFile[] };

export function attachUploads(request: Request, files: UploadedFile[]): void {
  (request as WithUploads)[UPLOADS] = files;
}

export function uploadsOf(request: Request): UploadedFile[] {
  return (request as WithUploads)[UPLOADS] ?? [];
}

/** The files of one request, looked up by field. */
export class UploadedFiles {
  constructor(private readonly files: readonly UploadedFile[]) {}

  one(field: string): UploadedFile | null {
    return this.files.find((file) => file.field === field && file.index === null) ?? null;
  }

  /** The files sent as `field[0]`, `field[1]`, …, by index. */
  indexed(field: string): Map<number, UploadedFile> {
    return new Map(this.files.filter((file) => file.field === field && file.index !== null).map((file) => [file.index as number, file]));
  }
}

/** The request's uploaded files; none for a plain JSON request to the same endpoint. */
export const Uploads = createParamDecorator(
  (_: unknown, context: ExecutionContext) => new UploadedFiles(uploadsOf(context.switchToHttp().getRequest<Request>())),
);
