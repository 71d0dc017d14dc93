import { Global, Module } from '@nestjs/common';
import { ACCOUNT_DIRECTORY } from '../../platform/auth/principal';
import { RegisterUserAccountHandler } from './commands/register-user-account/register-user-account.handler';
import { UserProfileController } from './read-models/user-profile/user-profile.http';
import { UserProfileQuery } from './read-models/user-profile/user-profile.query';

/** Global because the platform's access guard needs the account directory on every route. */
@Global()
@Module({
  controllers: [UserProfileController],
  providers: [RegisterUserAccountHandler, UserProfileQuery, { provide: ACCOUNT_DIRECTORY, useExisting: UserProfileQuery }],
  exports: [ACCOUNT_DIRECTORY],
})
export class IdentityModule {}
