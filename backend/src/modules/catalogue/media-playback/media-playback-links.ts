import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_LIMITS, type PlaybackUrlResponse } from '@academy/contracts';
import { CLOCK, Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, AppConfig, mediaSigningKey } from '../../../platform/config/app-config';
import { PlaybackGrant, signPlaybackToken, verifyPlaybackToken } from './playback-token';

/** Where the signed links are served (app.ts mounts the stream router there; nginx proxies it). */
export const MEDIA_STREAM_PATH = '/media/stream';

/** Hands out and checks the signed links a `<video>` element plays, under the server's key. */
@Injectable()
export class MediaPlaybackLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = mediaSigningKey(config);
  }

  /** A link to the file, valid `MEDIA_LIMITS.playbackLinkSeconds` from now. */
  issue(mediaId: string, fileKey: string): PlaybackUrlResponse {
    const expiresAt = new Date(this.clock.now().getTime() + MEDIA_LIMITS.playbackLinkSeconds * 1000).toISOString();
    return { playbackUrl: `${MEDIA_STREAM_PATH}/${signPlaybackToken({ mediaId, fileKey, expiresAt }, this.key)}`, expiresAt };
  }

  /** The grant of a link we issued that is still valid; null otherwise. */
  grantOf(token: string): PlaybackGrant | null {
    return verifyPlaybackToken(token, this.key, this.clock.now());
  }

  /** Whole seconds the link still works: how long a browser may keep what it fetched. */
  secondsLeft(grant: PlaybackGrant): number {
    return Math.max(0, Math.floor((Date.parse(grant.expiresAt) - this.clock.now().getTime()) / 1000));
  }
}
