import { Global, Module } from '@nestjs/common';
import { FirebaseAccounts, PROVIDER_ACCOUNTS } from '../../platform/auth/firebase-accounts';
import { createFirebaseAdminApp } from '../../platform/auth/firebase-token-verifier';
import { ACCOUNT_DIRECTORY } from '../../platform/auth/principal';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { AcceptInstructorApplicationController } from './commands/accept-instructor-application/accept-instructor-application.http';
import { ChangeAffiliateLevelController } from './commands/change-affiliate-level/change-affiliate-level.http';
import { ChangeMarketingEmailConsentHandler } from './commands/change-marketing-emails/change-marketing-emails.handler';
import { ChangeMarketingEmailsController } from './commands/change-marketing-emails/change-marketing-emails.http';
import { GiveConsentHandler } from './commands/give-consent/give-consent.handler';
import { GiveConsentController } from './commands/give-consent/give-consent.http';
import { ChangeUserRoleController } from './commands/change-user-role/change-user-role.http';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { CreateUserController } from './commands/create-user/create-user.http';
import { DeleteUserController } from './commands/delete-user/delete-user.http';
import { EnsureUserProfileHandler } from './commands/ensure-user-profile/ensure-user-profile.handler';
import { EnsureUserProfileController } from './commands/ensure-user-profile/ensure-user-profile.http';
import { EraseUserAccountHandler } from './commands/erase-user-account/erase-user-account.handler';
import { RegisterHandler } from './commands/register/register.handler';
import { RegisterController } from './commands/register/register.http';
import { RejectInstructorApplicationHandler } from './commands/reject-instructor-application/reject-instructor-application.handler';
import { RejectInstructorApplicationController } from './commands/reject-instructor-application/reject-instructor-application.http';
import { SendPasswordResetHandler } from './commands/send-password-reset/send-password-reset.handler';
import { SendPasswordResetController } from './commands/send-password-reset/send-password-reset.http';
import { SubmitInstructorApplicationHandler } from './commands/submit-instructor-application/submit-instructor-application.handler';
import { SubmitInstructorApplicationController } from './commands/submit-instructor-application/submit-instructor-application.http';
import { SyncProviderLockHandler } from './commands/sync-provider-lock/sync-provider-lock.handler';
import { ToggleUserDisabledController } from './commands/toggle-user-disabled/toggle-user-disabled.http';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UpdateProfileController } from './commands/update-profile/update-profile.http';
import { UserAccountRegistrar } from './commands/user-account-registrar';
import { AccountHistoryQuery } from './read-models/account-history/account-history.query';
import { InstructorApplicationsController } from './read-models/instructor-applications/instructor-applications.http';
import { InstructorApplicationsQuery } from './read-models/instructor-applications/instructor-applications.query';
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
    ChangeMarketingEmailsController,
    GiveConsentController,
    AdminUsersController,
    CreateUserController,
    ChangeUserRoleController,
    ChangeAffiliateLevelController,
    ToggleUserDisabledController,
    SendPasswordResetController,
    DeleteUserController,
    UserStatisticsController,
    InstructorApplicationsController,
    SubmitInstructorApplicationController,
    AcceptInstructorApplicationController,
    RejectInstructorApplicationController,
  ],
  providers: [
    UserAccountRegistrar,
    RegisterHandler,
    CreateUserHandler,
    EnsureUserProfileHandler,
    UpdateProfileHandler,
    ChangeMarketingEmailConsentHandler,
    GiveConsentHandler,
    SendPasswordResetHandler,
    SyncProviderLockHandler,
    EraseUserAccountHandler,
    UserProfileQuery,
    AdminUsersQuery,
    AccountHistoryQuery,
    UserStatisticsQuery,
    SubmitInstructorApplicationHandler,
    RejectInstructorApplicationHandler,
    InstructorApplicationsQuery,
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
  exports: [ACCOUNT_DIRECTORY, UserAccountRegistrar],
})
export class IdentityModule {}
