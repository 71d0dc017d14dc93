/**
 * The sign-in of a Firebase account: creates its profile the first time (Google, Facebook, or a
 * sign-up whose second step was lost), records a newly verified email, activates the profile.
 */
export class EnsureUserProfileCommand {
  constructor(
    readonly uid: string,
    /** A new profile counts as a sign-up of this address (the sign-up rate limit). */
    readonly clientIp: string | undefined,
    readonly at: Date,
  ) {}
}
