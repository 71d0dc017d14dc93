/** The identity module's public surface. */
import { userProfileProjection } from './read-models/user-profile/user-profile.projection';

export { IdentityModule } from './identity.module';
export { RegisterUserAccountCommand } from './commands/register-user-account/register-user-account.command';
export const identityProjections = [userProfileProjection];
