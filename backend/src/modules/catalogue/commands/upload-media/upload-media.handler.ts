import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MEDIA_LIMITS, type ParsedBodyOf, type Role } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { foldEvents } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { FILE_STORE, FileStore } from '../../../../platform/files/files.port';
import { InspectedVideo, inspectVideo, VideoRejected } from '../../../../platform/files/video-inspector';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { mediaActorOf, mediaAssetDecider, UploadMediaAsset } from '../../domain/media-asset/media-asset.decider';
import type { MediaAssetEvent } from '../../domain/media-asset/media-asset.events';
import type { MediaAssetState } from '../../domain/media-asset/media-asset.state';
import { toMediaAssetStreamId } from '../../domain/media-asset/media-asset.stream';
import { mediaFileKey } from '../media-files';

/** A lecture video sent to the library with its form. */
export class UploadMediaCommand {
  constructor(
    readonly mediaId: string,
    readonly form: ParsedBodyOf<'uploadMedia'>,
    readonly video: UploadedFile | null,
    readonly by: { uid: string; role: Role | null },
    readonly at: Date,
  ) {}
}

/**
 * Whoever may not upload, and whatever is not a video, is refused before anything is stored. The
 * file is stored before the upload is recorded, so the library never names a file that is not
 * there; a crash between the two leaves a file no video names, which the same idempotency key
 * finishes on a retry (and the storage browser shows as unused otherwise).
 */
@CommandHandler(UploadMediaCommand)
export class UploadMediaHandler implements ICommandHandler<UploadMediaCommand> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ mediaId, form, video: upload, by, at }: UploadMediaCommand): Promise<void> {
    const actor = mediaActorOf(by.uid, by.role);
    if (!upload) throw new DomainError('MEDIA_FILE_REQUIRED', 'invalid');
    const video = await inspected(upload.path);
    const fileKey = mediaFileKey(actor.id, mediaId, video.contentType);
    const file = { title: form.title || titleOf(upload.originalName), originalName: readableName(upload.originalName), fileKey, contentType: video.contentType, size: upload.size };
    const command: UploadMediaAsset = { type: 'UploadMediaAsset', data: { mediaId, actor, at: at.toISOString(), ...file, durationSeconds: video.durationSeconds } };
    // A retried upload whose video is recorded (or deleted since) stores nothing again.
    if (mediaAssetDecider.decide(command, await this.current(mediaId)).length === 0) return;
    await this.files.put(fileKey, { path: upload.path }, video.contentType);
    await this.commands.decide(mediaAssetDecider, command, { at });
  }

  private async current(mediaId: string): Promise<MediaAssetState> {
    const history = await this.events.readStream(toMediaAssetStreamId(mediaId));
    return foldEvents(mediaAssetDecider, history.map(({ type, data }) => ({ type, data }) as MediaAssetEvent));
  }
}

/** The upload layer checked the first bytes; this reads the container's headers (an MP4 cut short has no `moov`). */
async function inspected(path: string): Promise<InspectedVideo> {
  try {
    return await inspectVideo(path);
  } catch (error) {
    if (error instanceof VideoRejected) throw new DomainError('MEDIA_VIDEO_UNREADABLE', 'invalid');
    throw error;
  }
}

/**
 * The name as a person reads it: the last part of a path (old browsers send one), without control
 * characters (the stores hold none), in one Unicode spelling.
 */
export function readableName(originalName: string): string {
  return (originalName.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .normalize('NFC')
    .trim()
    .slice(0, 255);
}

/** The title left empty is the file's name without its extension ('Bài 1.mp4' -> 'Bài 1'), or a plain word when that is empty too. */
export function titleOf(originalName: string): string {
  const name = readableName(originalName).replace(/\.[^.]*$/, '').trim();
  return (name || 'Video').slice(0, MEDIA_LIMITS.titleMax);
}
