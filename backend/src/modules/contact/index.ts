/** The contact module's public surface. */
export { ContactModule } from './contact.module';
export { contactSubmissionsProjection } from './read-models/contact-submissions/contact-submissions.projection';

import { contactSubmissionsProjection } from './read-models/contact-submissions/contact-submissions.projection';
export const contactProjections = [contactSubmissionsProjection];
