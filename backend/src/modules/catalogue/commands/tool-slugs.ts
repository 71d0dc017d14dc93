import { Injectable } from '@nestjs/common';
import { CommandSender } from '../../../platform/commands/command-sender';
import { DomainError } from '../../../platform/domain/domain-error';
import { slugCandidate, toolSlugDecider } from '../domain/tool/tool-slug.decider';

/** Enough for any run of tools sharing a name; past it something is wrong, and the admin hears so. */
const MAX_CANDIDATES = 1_000;

const isTaken = (error: unknown) => error instanceof DomainError && error.code === 'TOOL_SLUG_TAKEN';

/** The slug reservations that creating and deleting a tool share. */
@Injectable()
export class ToolSlugs {
  constructor(private readonly commands: CommandSender) {}

  /**
   * Runs `work` with the first free slug of `base`, `base-2`, `base-3`…, held by the tool. A slug
   * taken for this work is given back when the work fails, so a refused create keeps no address
   * from anyone. A slug the tool already holds (a retried create) is simply its own again.
   */
  async holdingFirstFree<T>(base: string, toolId: string, at: Date, work: (slug: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
      const slug = slugCandidate(base, attempt);
      const claimed = await this.claim(slug, toolId, at);
      if (claimed === 'taken') continue;
      try {
        return await work(slug);
      } catch (error) {
        if (claimed === 'new') await this.release(slug, toolId, at);
        throw error;
      }
    }
    throw new DomainError('TOOL_SLUG_TAKEN', 'conflict');
  }

  async release(slug: string, toolId: string, at: Date): Promise<void> {
    await this.commands.decide(toolSlugDecider, { type: 'ReleaseToolSlug', data: { slug, toolId, at: at.toISOString() } }, { at });
  }

  private async claim(slug: string, toolId: string, at: Date): Promise<'new' | 'held' | 'taken'> {
    try {
      const { events } = await this.commands.decide(toolSlugDecider, { type: 'ClaimToolSlug', data: { slug, toolId, at: at.toISOString() } }, { at });
      return events.length > 0 ? 'new' : 'held';
    } catch (error) {
      if (isTaken(error)) return 'taken';
      throw error;
    }
  }
}
