import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { mediaAssetDecider } from '../../domain/media-asset/media-asset.decider';
import type { MediaActor } from '../../domain/media-asset/media-asset.events';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';
import { MediaUsageQuery } from '../../read-models/media-usage/media-usage.query';

export class DeleteMediaCommand {
  constructor(
    readonly mediaId: string,
    readonly actor: MediaActor,
    readonly at: Date,
  ) {}
}

/**
 * Which courses play the video comes from the media-usage read model; a lecture given the video in
 * the instant between that read and the deletion is the race docs/decisions.md accepts. The file
 * is removed afterwards, by the reaction on `MediaAssetDeleted`.
 */
@CommandHandler(DeleteMediaCommand)
export class DeleteMediaHandler implements ICommandHandler<DeleteMediaCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly usage: MediaUsageQuery,
    private readonly courses: EditableCourseQuery,
  ) {}

  async execute({ mediaId, actor, at }: DeleteMediaCommand): Promise<void> {
    const usedInCourses = await this.courseTitles(await this.usage.coursesPlaying(mediaId));
    const data = { mediaId, actor, usedInCourses, at: at.toISOString() };
    await this.commands.decide(mediaAssetDecider, { type: 'DeleteMediaAsset', data }, { at });
  }

  private async courseTitles(courseIds: readonly string[]): Promise<string[]> {
    return Promise.all(courseIds.map(async (courseId) => (await this.courses.row(courseId))?.details.title ?? courseId));
  }
}
