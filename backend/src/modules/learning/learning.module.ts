import { Global, Module } from '@nestjs/common';
import { CatalogueModule, COURSE_ENROLMENTS } from '../catalogue';
import { GrantEnrolmentHandler } from './commands/grant-enrolment/grant-enrolment.handler';
import { GrantEnrolmentController } from './commands/grant-enrolment/grant-enrolment.http';
import { ResetLearnerFaceHandler } from './commands/reset-learner-face/reset-learner-face.handler';
import { ResetLearnerFaceController } from './commands/reset-learner-face/reset-learner-face.http';
import { VerifyCourseAccessHandler } from './commands/verify-course-access/verify-course-access.handler';
import { VerifyCourseAccessController } from './commands/verify-course-access/verify-course-access.http';
import { CourseAccessTokens } from './face/course-access-token';
import { FaceRecognizer } from './face/face-recognizer';
import { MyCoursesController } from './read-models/enrolments/enrolments.http';
import { EnrolmentsQuery } from './read-models/enrolments/enrolments.query';

/**
 * Enrolments: who has which course (from paid orders and admins' grants). Global so that the
 * catalogue can inject COURSE_ENROLMENTS without importing this module, which imports the
 * catalogue's exported queries (importing back would be a cycle). Its reaction is in its manifest.
 */
@Global()
@Module({
  imports: [CatalogueModule],
  controllers: [MyCoursesController, GrantEnrolmentController, VerifyCourseAccessController, ResetLearnerFaceController],
  providers: [
    EnrolmentsQuery,
    GrantEnrolmentHandler,
    { provide: COURSE_ENROLMENTS, useExisting: EnrolmentsQuery },
    FaceRecognizer,
    CourseAccessTokens,
    VerifyCourseAccessHandler,
    ResetLearnerFaceHandler,
  ],
  exports: [COURSE_ENROLMENTS],
})
export class LearningModule {}
