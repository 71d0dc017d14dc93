/**
 * The learning module's public surface: its manifest and its public events (enrolments). Its
 * query facade reaches the catalogue through the COURSE_ENROLMENTS port the catalogue declares.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { ENROLMENT_EVENT_TYPES } from './domain/enrolment/enrolment.events';
import { FACE_ENROLMENT_EVENT_TYPES } from './domain/face/face-enrolment.events';
import { PROGRESS_EVENT_TYPES } from './domain/progress/progress.events';
import { LearningModule } from './learning.module';
import { grantCourseAccessOnOrders } from './reactions/grant-course-access-on-orders.reaction';
import { enrolmentsProjection } from './read-models/enrolments/enrolments.projection';

export { learningPublicEvents } from './learning.public-events';
export type { LearningPublicEvent } from './learning.public-events';

export const learningManifest = defineModule({
  name: 'learning',
  module: LearningModule,
  emits: [...ENROLMENT_EVENT_TYPES, ...FACE_ENROLMENT_EVENT_TYPES, ...PROGRESS_EVENT_TYPES],
  projections: [enrolmentsProjection],
  reactions: [grantCourseAccessOnOrders],
  jobs: [],
});
