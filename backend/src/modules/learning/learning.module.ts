import { Global, Module } from '@nestjs/common';
import { CatalogueModule, COURSE_ENROLMENTS, COURSE_STATS } from '../catalogue';
import { AnswerCourseReviewHandler } from './commands/answer-course-review/answer-course-review.handler';
import { AnswerCourseReviewController } from './commands/answer-course-review/answer-course-review.http';
import { ReviewedCourses } from './commands/course-reviewing';
import { ModerateCourseReviewHandler } from './commands/moderate-course-review/moderate-course-review.handler';
import { ModerateCourseReviewController } from './commands/moderate-course-review/moderate-course-review.http';
import { ReviewCourseHandler } from './commands/review-course/review-course.handler';
import { ReviewCourseController } from './commands/review-course/review-course.http';
import { CourseReviewsController } from './read-models/course-reviews/course-reviews.http';
import { CourseReviewsQuery } from './read-models/course-reviews/course-reviews.query';
import { CourseStatsQuery } from './read-models/course-stats/course-stats.query';
import { GrantEnrolmentHandler } from './commands/grant-enrolment/grant-enrolment.handler';
import { GrantEnrolmentController } from './commands/grant-enrolment/grant-enrolment.http';
import { ResetLearnerFaceHandler } from './commands/reset-learner-face/reset-learner-face.handler';
import { ResetLearnerFaceController } from './commands/reset-learner-face/reset-learner-face.http';
import { VerifyCourseAccessHandler } from './commands/verify-course-access/verify-course-access.handler';
import { VerifyCourseAccessController } from './commands/verify-course-access/verify-course-access.http';
import { CourseAccessTokens } from './face/course-access-token';
import { FaceRecognizer } from './face/face-recognizer';
import { MyCoursesController } from './read-models/enrolments/enrolments.http';
import { InstructorStudentsController } from './read-models/instructor-students/instructor-students.http';
import { InstructorStudentsQuery } from './read-models/instructor-students/instructor-students.query';
import { EnrolmentsQuery } from './read-models/enrolments/enrolments.query';
import { CompleteLectureHandler } from './commands/complete-lecture/complete-lecture.handler';
import { CompleteLectureController } from './commands/complete-lecture/complete-lecture.http';
import { CoursePlayerAccess } from './course-player-access';
import { CourseContentController } from './read-models/course-content/course-content.http';
import { CourseContentQuery } from './read-models/course-content/course-content.query';
import { CourseProgressQuery } from './read-models/course-progress/course-progress.query';
import { IssueCertificateHandler } from './commands/issue-certificate/issue-certificate.handler';
import { CertificatesController } from './read-models/certificates/certificates.http';
import { CertificatesQuery } from './read-models/certificates/certificates.query';

/**
 * Enrolments: who has which course (from paid orders and admins' grants). Global so that the
 * catalogue can inject COURSE_ENROLMENTS without importing this module, which imports the
 * catalogue's exported queries (importing back would be a cycle). Its reaction is in its manifest.
 */
@Global()
@Module({
  imports: [CatalogueModule],
  controllers: [
    CourseReviewsController,
    ReviewCourseController,
    AnswerCourseReviewController,
    ModerateCourseReviewController,
    MyCoursesController, GrantEnrolmentController, VerifyCourseAccessController, ResetLearnerFaceController, InstructorStudentsController, CourseContentController, CompleteLectureController, CertificatesController],
  providers: [
    CourseStatsQuery,
    { provide: COURSE_STATS, useExisting: CourseStatsQuery },
    CourseReviewsQuery,
    ReviewedCourses,
    ReviewCourseHandler,
    AnswerCourseReviewHandler,
    ModerateCourseReviewHandler,
    EnrolmentsQuery,
    GrantEnrolmentHandler,
    // The player's one access rule answers the catalogue's question (video links, course page).
    { provide: COURSE_ENROLMENTS, useExisting: CoursePlayerAccess },
    CoursePlayerAccess,
    CourseProgressQuery,
    CourseContentQuery,
    CompleteLectureHandler,
    FaceRecognizer,
    CourseAccessTokens,
    VerifyCourseAccessHandler,
    ResetLearnerFaceHandler,
    InstructorStudentsQuery,
    CertificatesQuery,
    IssueCertificateHandler,
  ],
  exports: [COURSE_ENROLMENTS, COURSE_STATS],
})
export class LearningModule {}
