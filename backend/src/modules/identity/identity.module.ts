import { Global, Module } from '@nestjs/common';
import { FirebaseAccounts, PROVIDER_ACCOUNTS } from '../../platform/auth/firebase-accounts';
import { createFirebaseAdminApp } from '../../platform/auth/firebase-token-verifier';
import { ACCOUNT_DIRECTORY } from '../../platform/auth/principal';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { AdminUserActions } from './commands/admin-user-actions';
import { ChangeAffiliateLevelController } from './commands/change-affiliate-level/change-affiliate-level.http';
import { ChangeUserRoleController } from './commands/change-user-role/change-user-role.http';
import { CreateUserController } from './commands/create-user/create-user.http';
import { DeleteUserController } from './commands/delete-user/delete-user.http';
import { EnsureUserProfileHandler } from './commands/ensure-user-profile/ensure-user-profile.handler';
import { EnsureUserProfileController } from './commands/ensure-user-profile/ensure-user-profile.http';
import { RegisterController } from './commands/register/register.http';
import { RegisterUserAccountHandler } from './commands/register-user-account/register-user-account.handler';
import { SendPasswordResetController } from './commands/send-password-reset/send-password-reset.http';
import { ToggleUserDisabledController } from './commands/toggle-user-disabled/toggle-user-disabled.http';
import { UpdateProfileController } from './commands/update-profile/update-profile.http';
import { DecideUserAccountHandler } from './commands/user-account-command';
import { AccountHistoryQuery } from './read-models/account-history/account-history.query';
import { AdminUsersController } from './read-models/admin-users/admin-users.http';
import { AdminUsersQuery } from './read-models/admin-users/admin-users.query';
import { UserProfileController } from './read-models/user-profile/user-profile.http';
import { UserProfileQuery } from './read-models/user-profile/user-profile.query';
import { UserStatisticsController } from './read-models/user-statistics/user-statistics.http';
import { UserStatisticsQuery } from './read-models/user-statistics/user-statistics.query';

/** Global because the platform's access guard needs the account directory on every route. */
@Global()
@Module({
  controllers: [
    RegisterController,
    EnsureUserProfileController,
    UserProfileController,
    UpdateProfileController,
    AdminUsersController,
    CreateUserController,
    ChangeUserRoleController,
    ChangeAffiliateLevelController,
    ToggleUserDisabledController,
    SendPasswordResetController,
    DeleteUserController,
    UserStatisticsController,
  ],
  providers: [
    DecideUserAccountHandler,
    RegisterUserAccountHandler,
    EnsureUserProfileHandler,
    AdminUserActions,
    UserProfileQuery,
    AdminUsersQuery,
    AccountHistoryQuery,
    UserStatisticsQuery,
    { provide: ACCOUNT_DIRECTORY, useExisting: UserProfileQuery },
    {
      provide: PROVIDER_ACCOUNTS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new FirebaseAccounts(
          createFirebaseAdminApp({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST }, 'identity'),
          { apiKey: config.FIREBASE_API_KEY, emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST },
        ),
    },
  ],
  exports: [ACCOUNT_DIRECTORY],
})
export class IdentityModule {}
