/**
 * The learning module's public surface: its manifest and its public events (enrolments). Its
 * query facade reaches the catalogue through the COURSE_ENROLMENTS port the catalogue declares.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CERTIFICATE_EVENT_TYPES } from './domain/certificate/certificate.events';
import { ENROLMENT_EVENT_TYPES } from './domain/enrolment/enrolment.events';
import { FACE_ENROLMENT_EVENT_TYPES } from './domain/face/face-enrolment.events';
import { PROGRESS_EVENT_TYPES } from './domain/progress/progress.events';
import { REVIEW_EVENT_TYPES } from './domain/review/review.events';
import { LearningModule } from './learning.module';
import { grantCourseAccessOnOrders } from './reactions/grant-course-access-on-orders.reaction';
import { issueCertificateOnCourseCompleted } from './reactions/issue-certificate-on-course-completed.reaction';
import { certificatesProjection } from './read-models/certificates/certificates.projection';
import { courseReviewsProjection } from './read-models/course-reviews/course-reviews.projection';
import { courseStatsProjection } from './read-models/course-stats/course-stats.projection';
import { enrolmentsProjection } from './read-models/enrolments/enrolments.projection';
import { courseProgressProjection } from './read-models/course-progress/course-progress.projection';
import { instructorStudentsProjection } from './read-models/instructor-students/instructor-students.projection';

export { learningPublicEvents } from './learning.public-events';
export type { LearningPublicEvent } from './learning.public-events';

export const learningManifest = defineModule({
  name: 'learning',
  module: LearningModule,
  emits: [...ENROLMENT_EVENT_TYPES, ...FACE_ENROLMENT_EVENT_TYPES, ...PROGRESS_EVENT_TYPES, ...REVIEW_EVENT_TYPES, ...CERTIFICATE_EVENT_TYPES],
  projections: [courseStatsProjection, courseReviewsProjection, enrolmentsProjection, instructorStudentsProjection, courseProgressProjection, certificatesProjection],
  reactions: [grantCourseAccessOnOrders, issueCertificateOnCourseCompleted],
  jobs: [],
});
