import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUTH_MESSAGES, email, endpoints, httpsUrl, personName, PRIVACY_VERSION, TERMS_VERSION } from '@academy/contracts';
import { PROVIDER_ACCOUNTS, ProviderAccount, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { CommandOutcome, CommandSender } from '../../../../platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { HttpProblem, unauthenticated } from '../../../../platform/http/http-problem';
import { RateLimiter } from '../../../../platform/http/rate-limiter';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import type { PersonalDetails } from '../../domain/user-account/user-account.events';
import { toUserAccountStreamId } from '../../domain/user-account/user-account.stream';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { UserAccountRegistrar } from '../user-account-registrar';

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
    /** `{ referralCode }` when the first sign-in carried the referral cookie (recorded only if it creates the profile). */
    readonly referral: { referralCode?: string } = {},
    /** What the sign-up panel asked before a Google or Facebook sign-up: the consent, and the marketing choice. */
    readonly choices: SignUpChoices = { acceptTerms: false, marketingEmails: false },
  ) {}
}

export interface SignUpChoices {
  acceptTerms: boolean;
  marketingEmails: boolean;
}

const CURRENT_VERSIONS = { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION };

/** Providers that hand over an address they checked themselves. */
const VOUCHING_PROVIDERS = ['google.com', 'facebook.com'];
const PROVIDER_EMAIL = email();
const PROVIDER_NAME = personName({ max: 100, required: AUTH_MESSAGES.nameRequired });
const PROVIDER_AVATAR = httpsUrl();

/**
 * Answers with every event the sign-in caused: whether it created the profile or activated it is
 * what the decider decided, so of any number of concurrent first sign-ins exactly one hears so.
 */
@CommandHandler(EnsureUserProfileCommand)
export class EnsureUserProfileHandler implements ICommandHandler<EnsureUserProfileCommand> {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly commands: CommandSender,
    private readonly registrar: UserAccountRegistrar,
    private readonly profiles: UserProfileQuery,
    private readonly limiter: RateLimiter,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ uid, clientIp, at, referral, choices }: EnsureUserProfileCommand): Promise<CommandOutcome> {
    const account = await this.accounts.get(uid);
    if (!account) throw unauthenticated();
    const personal = personalFrom(account);
    const registered = await this.registerIfNew(account, personal, clientIp, at, referral, choices);
    const consented = await this.consentIfGiven(uid, registered, at, choices);
    const synced = await this.commands.decide(userAccountDecider, { type: 'SyncSignIn', data: { uid, emailVerified: account.emailVerified, at: at.toISOString() } }, { at });
    return { events: [...registered.events, ...consented.events, ...synced.events], position: synced.position ?? consented.position ?? registered.position };
  }

  /**
   * A consent sent with the sign-in of a profile that already existed (a first Google sign-in from
   * the sign-in tab made it without one) is recorded now; the same versions again record nothing.
   * The marketing choice is not: an existing profile changes it with the profile's switch.
   */
  private async consentIfGiven(uid: string, registered: CommandOutcome, at: Date, { acceptTerms }: SignUpChoices): Promise<CommandOutcome> {
    if (!acceptTerms || registered.events.length > 0) return { events: [], position: null };
    return this.commands.decide(userAccountDecider, { type: 'GivePersonalDataConsent', data: { uid, ...CURRENT_VERSIONS, at: at.toISOString() } }, { at });
  }

  private async registerIfNew(
    account: ProviderAccount,
    personal: PersonalDetails,
    clientIp: string | undefined,
    at: Date,
    referral: { referralCode?: string },
    { acceptTerms, marketingEmails }: SignUpChoices,
  ): Promise<CommandOutcome> {
    if (await this.profiles.row(account.uid)) return { events: [], position: null };
    await this.limiter.enforce(this.limiter.publicWrite(endpoints.register.path, clientIp));
    const registered = await this.registrar.register({
      uid: account.uid,
      role: 'student',
      personal,
      emailVerified: account.emailVerified,
      source: 'provider',
      registeredBy: null,
      registeredAt: at,
      ...referral,
      // A sign-up from the sign-up tab carries the consent it asked for; a first sign-in from the sign-in tab asked none.
      ...(acceptTerms ? { consent: CURRENT_VERSIONS, marketingEmails } : {}),
    });
    if (registered.events.length === 0) await this.catchUpWith(account.uid);
    return registered;
  }

  /** A concurrent sign-in registered the account first: wait until the profile shows its work too. */
  private async catchUpWith(uid: string): Promise<void> {
    const latest = (await this.events.readStream(toUserAccountStreamId(uid))).at(-1);
    if (latest) await this.readYourWrites.waitFor(latest.position, [latest.type]);
  }
}

/**
 * What a sign-in must bring (docs/decisions.md): an email, and proof that it is the holder's. A
 * password proves nothing until the verification link is clicked; Google and Facebook vouch for the
 * address they hand over. The phone is filled in later on the profile page. What the provider says
 * passes the same field rules as a sign-up; a name or photo that does not is left out.
 */
function personalFrom(account: ProviderAccount): PersonalDetails {
  const address = PROVIDER_EMAIL.safeParse(account.email);
  if (!address.success) throw new HttpProblem(403, 'EMAIL_REQUIRED');
  if (!account.emailVerified && !vouchedByProvider(account)) throw new HttpProblem(403, 'EMAIL_NOT_VERIFIED');
  const avatar = PROVIDER_AVATAR.safeParse(account.photoURL);
  return { name: nameOf(account, address.data), email: address.data, phoneNumber: '', age: null, avatarUrl: avatar.success ? avatar.data : null };
}

function vouchedByProvider({ signInMethods }: ProviderAccount): boolean {
  return signInMethods.some((method) => VOUCHING_PROVIDERS.includes(method)) && !signInMethods.includes('password');
}

function nameOf(account: ProviderAccount, address: string): string {
  for (const candidate of [account.displayName, address.split('@')[0]]) {
    const name = PROVIDER_NAME.safeParse(candidate);
    if (name.success) return name.data;
  }
  return 'Học viên';
}
