/** The contact module's public surface: its manifest. It publishes no events to other modules. */
import { defineModule } from '../../platform/manifest/module-manifest';
import { ContactModule } from './contact.module';
import { CONTACT_SUBMISSION_EVENT_TYPES } from './domain/contact-submission/contact-submission.events';
import { contactSubmissionsProjection } from './read-models/contact-submissions/contact-submissions.projection';

export const contactManifest = defineModule({
  name: 'contact',
  module: ContactModule,
  emits: CONTACT_SUBMISSION_EVENT_TYPES,
  projections: [contactSubmissionsProjection],
  reactions: [],
  jobs: [],
});
