import { Module } from '@nestjs/common';
import { ChangeContactStatusController } from './commands/change-contact-status/change-contact-status.http';
import { SubmitContactMessageHandler } from './commands/submit-contact-message/submit-contact-message.handler';
import { SubmitContactMessageController } from './commands/submit-contact-message/submit-contact-message.http';
import { ContactSubmissionsController } from './read-models/contact-submissions/contact-submissions.http';
import { ContactSubmissionsQuery } from './read-models/contact-submissions/contact-submissions.query';

@Module({
  controllers: [SubmitContactMessageController, ChangeContactStatusController, ContactSubmissionsController],
  providers: [SubmitContactMessageHandler, ContactSubmissionsQuery],
})
export class ContactModule {}
