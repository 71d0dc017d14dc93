import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'crypto';
import { readFile } from 'fs/promises';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { currentState } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { faceEnrolmentAggregate } from '../../domain/face/face-enrolment.decider';
import type { EnrolledFace } from '../../domain/face/face-enrolment.state';
import { toFaceEnrolmentStreamId } from '../../domain/face/face-enrolment.stream';
import { CourseAccessTokens } from '../../face/course-access-token';
import { FaceDescriptor, FaceRecognizer } from '../../face/face-recognizer';
import { EnrolmentsQuery } from '../../read-models/enrolments/enrolments.query';

/** A learner shows their face to open a course (spec part 2 section 1, `POST verify-access`). */
export class VerifyCourseAccessCommand {
  constructor(
    readonly userId: string,
    readonly courseId: string,
    /** The form's `faceImage`, its kind already checked by its bytes; null when none was sent. */
    readonly faceImage: UploadedFile | null,
    readonly at: Date,
  ) {}
}

export interface VerifyCourseAccessOutcome {
  /** True when this photo enrolled the learner's face (their first verification). */
  faceEnrolled: boolean;
  accessToken: string;
  expiresAt: string;
}

/**
 * Only an enrolled learner's photo is looked at. The photo's one face is described; the first one
 * becomes the learner's face (its descriptor sealed under their key), every later one must match
 * it. The photo itself is never stored: the upload is deleted with the response. Success gives a
 * course access token; a refusal records nothing.
 */
@CommandHandler(VerifyCourseAccessCommand)
export class VerifyCourseAccessHandler implements ICommandHandler<VerifyCourseAccessCommand, VerifyCourseAccessOutcome> {
  constructor(
    private readonly enrolments: EnrolmentsQuery,
    private readonly recognizer: FaceRecognizer,
    private readonly vault: PersonalDataVault,
    private readonly tokens: CourseAccessTokens,
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ userId, courseId, faceImage, at }: VerifyCourseAccessCommand): Promise<VerifyCourseAccessOutcome> {
    if (!faceImage) throw new DomainError('FACE_IMAGE_REQUIRED', 'invalid');
    // Before the photo is even read: a face is enrolled only by someone who has a course to open.
    if (!(await this.enrolments.isEnrolled(userId, courseId))) throw new DomainError('COURSE_NOT_ENROLLED', 'forbidden');
    const descriptor = await this.recognizer.describe(await readFile(faceImage.path));
    const { state } = await currentState(this.events, faceEnrolmentAggregate, toFaceEnrolmentStreamId(userId));
    if (state.current === null) await this.enrol(userId, courseId, descriptor, at);
    else await this.verify(userId, courseId, state.current, descriptor, at);
    return { faceEnrolled: state.current === null, ...this.tokens.issue(userId, courseId, at) };
  }

  private async enrol(userId: string, courseId: string, descriptor: FaceDescriptor, at: Date): Promise<void> {
    const sealed = await this.vault.seal(userId, descriptor);
    const data = { userId, faceId: randomUUID(), descriptor: sealed, model: this.recognizer.model, courseId, at: at.toISOString() };
    await this.commands.decide(faceEnrolmentAggregate, { type: 'EnrolFace', data }, { at });
  }

  private async verify(userId: string, courseId: string, face: EnrolledFace, descriptor: FaceDescriptor, at: Date): Promise<void> {
    const enrolled = await this.enrolledDescriptor(face);
    if (!this.recognizer.matches(enrolled, descriptor)) throw new DomainError('FACE_MISMATCH', 'forbidden');
    await this.commands.decide(faceEnrolmentAggregate, { type: 'RecordFaceVerified', data: { userId, faceId: face.faceId, courseId, at: at.toISOString() } }, { at });
  }

  /**
   * The enrolled face, opened. Fails closed when it cannot be compared: its key was forgotten (the
   * account is being erased) or another model made it; an admin's reset lets the learner enrol again.
   */
  private async enrolledDescriptor(face: EnrolledFace): Promise<FaceDescriptor> {
    const opened = face.model === this.recognizer.model ? await this.vault.open<FaceDescriptor>(face.descriptor) : null;
    if (!Array.isArray(opened)) throw new DomainError('FACE_VERIFICATION_FAILED', 'conflict');
    return opened;
  }
}
