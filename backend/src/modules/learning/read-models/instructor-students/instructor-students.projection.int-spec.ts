import type { SealedData } from '../../../../platform/domain/sealed-data';
import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec, type GivenEvent } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import type { EnrolmentEvent } from '../../domain/enrolment/enrolment.events';
import type { ProgressEvent } from '../../domain/progress/progress.events';
import { instructorStudentsProjection } from './instructor-students.projection';
import {
  COURSE_COMPLETION_COLLECTION,
  courseCompletionRows,
  CourseCompletionRow,
  INSTRUCTOR_STUDENTS_COLLECTION,
  InstructorStudentRow,
  instructorStudentRows,
  STUDENT_PEOPLE_COLLECTION,
  StudentPersonRow,
} from './instructor-students.read-model';

const enrolledAt = '2026-12-01T09:05:00.000Z';
const stream = (userId: string, courseId: string) => `learning_enrolment-${userId}~${courseId}`;
const progressStream = (userId: string, courseId: string) => `learning_progress-${userId}~${courseId}`;

const granted = (userId: string, courseId: string, at = enrolledAt): EnrolmentEvent & GivenEvent => ({
  type: 'EnrolmentGranted',
  data: { userId, courseId, source: { kind: 'order', orderId: `o-${userId}` }, enrolledAt: at },
  streamId: stream(userId, courseId),
});
const withdrawn = (userId: string, courseId: string): EnrolmentEvent & GivenEvent => ({
  type: 'EnrolmentWithdrawn',
  data: { userId, courseId, orderId: `o-${userId}`, reason: 'order_refunded', withdrawnAt: '2026-12-05T10:00:00.000Z' },
  streamId: stream(userId, courseId),
});
const lecture = (userId: string, courseId: string, done: number, total: number, at: string): ProgressEvent & GivenEvent => ({
  type: 'LectureCompleted',
  data: { userId, courseId, lectureId: `l${done}`, completedLectures: done, totalLectures: total, progress: Math.round((done / total) * 100), completedAt: at },
  streamId: progressStream(userId, courseId),
});
const finished = (userId: string, courseId: string, at: string): ProgressEvent & GivenEvent => ({
  type: 'CourseCompleted',
  data: { userId, courseId, completedAt: at },
  streamId: progressStream(userId, courseId),
});

const row = (userId: string, courseId: string, overrides: Partial<InstructorStudentRow> = {}): InstructorStudentRow => ({
  id: `${userId}~${courseId}`,
  userId,
  courseId,
  enrolled: true,
  enrolledAt,
  completedLectures: 0,
  totalLectures: 0,
  progress: 0,
  completedAt: null,
  lastActivityAt: enrolledAt,
  ...overrides,
});
const figures = (courseId: string, students: number, started: number, completed: number, progressSum: number): CourseCompletionRow => ({
  id: courseId,
  students,
  started,
  completed,
  progressSum,
});

describe('instructor students projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(instructorStudentsProjection)));
  afterAll(() => spec.close());

  const learnerA = [
    granted('u-a', 'c1'),
    lecture('u-a', 'c1', 1, 4, '2026-12-02T08:00:00.000Z'),
    lecture('u-a', 'c1', 2, 4, '2026-12-03T08:00:00.000Z'),
  ];

  it('keeps each learner’s enrolment date, progress and last activity', async () => {
    await spec.givenEvents(...learnerA, granted('u-b', 'c1', '2026-12-04T07:00:00.000Z')).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [
      row('u-a', 'c1', { completedLectures: 2, totalLectures: 4, progress: 50, lastActivityAt: '2026-12-03T08:00:00.000Z' }),
      row('u-b', 'c1', { enrolledAt: '2026-12-04T07:00:00.000Z', lastActivityAt: '2026-12-04T07:00:00.000Z' }),
    ]);
  });

  it('records the completion once the last lecture is done', async () => {
    const done = [...learnerA, lecture('u-a', 'c1', 3, 4, '2026-12-04T08:00:00.000Z'), lecture('u-a', 'c1', 4, 4, '2026-12-05T08:00:00.000Z'), finished('u-a', 'c1', '2026-12-05T08:00:00.000Z')];
    await spec.givenEvents(...done).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [
      row('u-a', 'c1', { completedLectures: 4, totalLectures: 4, progress: 100, completedAt: '2026-12-05T08:00:00.000Z', lastActivityAt: '2026-12-05T08:00:00.000Z' }),
    ]);
    await spec.givenEvents(...done).thenRows<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION, [figures('c1', 1, 1, 1, 100)]);
  });

  it('counts per course the learners enrolled, started and completed, and their progress', async () => {
    const history = [
      ...learnerA,
      granted('u-b', 'c1'),
      granted('u-c', 'c1'),
      lecture('u-c', 'c1', 1, 1, '2026-12-02T09:00:00.000Z'),
      finished('u-c', 'c1', '2026-12-02T09:00:00.000Z'),
      granted('u-a', 'c2'),
      // One lecture of 300 rounds to 0 %, yet the learner has started.
      lecture('u-a', 'c2', 1, 300, '2026-12-02T10:00:00.000Z'),
    ];
    await spec.givenEvents(...history).thenRows<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION, [figures('c1', 3, 2, 1, 150), figures('c2', 1, 1, 0, 0)]);
  });

  it('takes a withdrawn learner out of the list and the figures, and gives the progress back when the course is granted again', async () => {
    const gone = [...learnerA, granted('u-b', 'c1'), withdrawn('u-a', 'c1')];
    await spec.givenEvents(...gone).thenRows<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION, [figures('c1', 1, 0, 0, 0)]);
    await spec.givenEvents(...gone).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [
      row('u-a', 'c1', { enrolled: false, completedLectures: 2, totalLectures: 4, progress: 50, lastActivityAt: '2026-12-03T08:00:00.000Z' }),
      row('u-b', 'c1'),
    ]);
    const back = [...gone, granted('u-a', 'c1', '2026-12-07T08:00:00.000Z')];
    await spec.givenEvents(...back).thenRows<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION, [figures('c1', 2, 1, 0, 50)]);
    await spec.givenEvents(...back).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [
      row('u-a', 'c1', { enrolledAt: '2026-12-07T08:00:00.000Z', completedLectures: 2, totalLectures: 4, progress: 50, lastActivityAt: '2026-12-07T08:00:00.000Z' }),
      row('u-b', 'c1'),
    ]);
  });

  it('counts an event once when it is delivered again after a crash between its two writes', async () => {
    await spec.givenEvents(granted('u-a', 'c9')).thenRows<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION, [figures('c9', 1, 0, 0, 0)]);
    const tools = projectionTools(spec.vault);
    const step = recordedEvent('LectureCompleted', lecture('u-a', 'c9', 1, 2, '2026-12-02T08:00:00.000Z').data, {
      position: '00000000000000099999',
      streamId: progressStream('u-a', 'c9'),
      revision: 0,
    });
    const before = await instructorStudentRows(spec.store).get('u-a~c9');
    await instructorStudentsProjection.apply(step, spec.store, tools);
    // The crash: the figures moved, the row's write was lost.
    await instructorStudentRows(spec.store).upsert(before!);
    await instructorStudentsProjection.apply(step, spec.store, tools);
    await instructorStudentsProjection.apply(step, spec.store, tools);
    expect(await courseCompletionRows(spec.store).get('c9')).toEqual(figures('c9', 1, 1, 0, 50));
    expect(await instructorStudentRows(spec.store).get('u-a~c9')).toEqual(row('u-a', 'c9', { completedLectures: 1, totalLectures: 2, progress: 50, lastActivityAt: '2026-12-02T08:00:00.000Z' }));
  });

  describe('the learners’ names', () => {
    const at = '2026-11-20T08:00:00.000Z';
    const details = (name: string, email: string, avatarUrl: string | null) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl });
    const registered = (uid: string, personal: SealedData): GivenEvent => ({
      type: 'UserAccountRegistered',
      data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
      streamId: `identity_user-${uid}`,
    });
    const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: at }, streamId: `identity_user-${uid}` });
    const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at }, streamId: `identity_user-${uid}` });

    it('opens the details, avatar included, of people who enrol only, follows their edits, and forgets the deleted', async () => {
      const learner = await spec.vault.seal('u-a', details('Nguyễn Văn Học', 'hoc@example.vn', 'https://cdn.example.vn/hoc.png'));
      const renamed = await spec.vault.seal('u-a', details('Nguyễn Thị Học', 'hoc.moi@example.vn', null));
      const browser = await spec.vault.seal('u-x', details('Chỉ Xem', 'xem@example.vn', null));
      const history = [registered('u-a', learner), registered('u-x', browser), granted('u-a', 'c1')];
      await spec.givenEvents(...history).thenRows<StudentPersonRow>(STUDENT_PEOPLE_COLLECTION, [
        { id: 'u-a', sealed: learner, shown: true, name: 'Nguyễn Văn Học', email: 'hoc@example.vn', avatarUrl: 'https://cdn.example.vn/hoc.png' },
        { id: 'u-x', sealed: browser, shown: false, name: null, email: null },
      ]);
      await spec.givenEvents(...history, profileUpdated('u-a', renamed)).thenRows<StudentPersonRow>(STUDENT_PEOPLE_COLLECTION, [
        { id: 'u-a', sealed: renamed, shown: true, name: 'Nguyễn Thị Học', email: 'hoc.moi@example.vn', avatarUrl: null },
        { id: 'u-x', sealed: browser, shown: false, name: null, email: null },
      ]);
      await spec.givenEvents(...history, deleted('u-a')).thenRows<StudentPersonRow>(STUDENT_PEOPLE_COLLECTION, [{ id: 'u-x', sealed: browser, shown: false, name: null, email: null }]);
      // The learner's row holds no name to forget.
      await spec.givenEvents(...history, deleted('u-a')).thenRows<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, [row('u-a', 'c1')]);
    });
  });
});
