import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec, type GivenEvent } from '../../../../platform/testing/projection-spec';
import type { PersonWithAvatarRow } from '../people-with-avatars';
import { courseReviewsProjection } from './course-reviews.projection';
import { COURSE_REVIEWS_COLLECTION, CourseReviewRow, reviewers } from './course-reviews.read-model';

const at = '2026-11-20T08:00:00.000Z';
const reviewedAt = '2026-12-01T09:00:00.000Z';
const reviewStream = (userId: string, courseId: string) => `learning_review-${userId}~${courseId}`;

const reviewed = (reviewId: string, userId: string, rating: number, comment = ''): GivenEvent => ({
  type: 'CourseReviewed',
  data: { reviewId, userId, courseId: 'c1', rating, comment, reviewedAt },
  streamId: reviewStream(userId, 'c1'),
});
const edited = (reviewId: string, userId: string, rating: number, comment: string): GivenEvent => ({
  type: 'CourseReviewEdited',
  data: { reviewId, userId, courseId: 'c1', rating, comment, editedAt: '2026-12-02T09:00:00.000Z' },
  streamId: reviewStream(userId, 'c1'),
});
const answered = (reviewId: string, userId: string): GivenEvent => ({
  type: 'CourseReviewAnswered',
  data: { reviewId, userId, courseId: 'c1', answer: 'Cảm ơn bạn!', answeredBy: 'u-teacher', answeredAt: '2026-12-03T09:00:00.000Z' },
  streamId: reviewStream(userId, 'c1'),
});
const hidden = (reviewId: string, userId: string): GivenEvent => ({
  type: 'CourseReviewHidden',
  data: { reviewId, userId, courseId: 'c1', reason: 'Quảng cáo', hiddenBy: 'u-admin', hiddenAt: '2026-12-04T09:00:00.000Z' },
  streamId: reviewStream(userId, 'c1'),
});
const unhidden = (reviewId: string, userId: string): GivenEvent => ({
  type: 'CourseReviewUnhidden',
  data: { reviewId, userId, courseId: 'c1', unhiddenBy: 'u-admin', unhiddenAt: '2026-12-05T09:00:00.000Z' },
  streamId: reviewStream(userId, 'c1'),
});

const details = (name: string, avatarUrl: string | null) => ({ name, email: `${name.length}@example.vn`, phoneNumber: '0912345678', age: 30, avatarUrl });
const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: at }, streamId: `identity_user-${uid}` });
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at }, streamId: `identity_user-${uid}` });

const row = (id: string, userId: string, overrides: Partial<CourseReviewRow> = {}): CourseReviewRow => ({
  id,
  userId,
  courseId: 'c1',
  rating: 5,
  comment: '',
  createdAt: reviewedAt,
  editedAt: null,
  answer: null,
  hidden: null,
  visible: true,
  ...overrides,
});

describe('course reviews projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(courseReviewsProjection)));
  afterAll(() => spec.close());

  it('keeps each review as its last event left it: edited, answered, hidden and shown again', async () => {
    await spec
      .givenEvents(reviewed('r1', 'u-a', 4, 'Hay'), edited('r1', 'u-a', 2, 'Tạm được'), answered('r1', 'u-a'), hidden('r1', 'u-a'), reviewed('r2', 'u-b', 5))
      .thenRows<CourseReviewRow>(COURSE_REVIEWS_COLLECTION, [
        row('r1', 'u-a', {
          rating: 2,
          comment: 'Tạm được',
          editedAt: '2026-12-02T09:00:00.000Z',
          answer: { text: 'Cảm ơn bạn!', answeredBy: 'u-teacher', answeredAt: '2026-12-03T09:00:00.000Z' },
          hidden: { reason: 'Quảng cáo', hiddenBy: 'u-admin', hiddenAt: '2026-12-04T09:00:00.000Z' },
          visible: false,
        }),
        row('r2', 'u-b'),
      ]);
    await spec.givenEvents(reviewed('r1', 'u-a', 4), hidden('r1', 'u-a'), unhidden('r1', 'u-a')).thenRows<CourseReviewRow>(COURSE_REVIEWS_COLLECTION, [row('r1', 'u-a', { rating: 4 })]);
  });

  it('opens the name and avatar of reviewers only, follows their profile edits, and forgets deleted accounts', async () => {
    const lan = await spec.vault.seal('u-a', details('Trần Thị Lan', 'https://cdn.example.vn/lan.png'));
    const lanWithoutPicture = await spec.vault.seal('u-a', details('Trần Thị Lan', null));
    const minh = await spec.vault.seal('u-b', details('Đỗ Văn Minh', null));
    const browser = await spec.vault.seal('u-x', details('Chỉ Xem', 'https://cdn.example.vn/xem.png'));
    const history = [registered('u-a', lan), registered('u-b', minh), registered('u-x', browser), reviewed('r1', 'u-a', 5), reviewed('r2', 'u-b', 3)];
    const person = (id: string, sealed: SealedData, name: string, avatarUrl: string | null): PersonWithAvatarRow => ({
      id,
      sealed,
      shown: true,
      name,
      email: `${name.length}@example.vn`,
      avatarUrl,
    });
    const stranger: PersonWithAvatarRow = { id: 'u-x', sealed: browser, shown: false, name: null, email: null };

    await spec.givenEvents(...history).thenRows<PersonWithAvatarRow>(reviewers.collection, [
      person('u-a', lan, 'Trần Thị Lan', 'https://cdn.example.vn/lan.png'),
      person('u-b', minh, 'Đỗ Văn Minh', null),
      stranger,
    ]);
    await spec.givenEvents(...history, profileUpdated('u-a', lanWithoutPicture)).thenRows<PersonWithAvatarRow>(reviewers.collection, [
      person('u-a', lanWithoutPicture, 'Trần Thị Lan', null),
      person('u-b', minh, 'Đỗ Văn Minh', null),
      stranger,
    ]);
    await spec.givenEvents(...history, deleted('u-a')).thenRows<PersonWithAvatarRow>(reviewers.collection, [person('u-b', minh, 'Đỗ Văn Minh', null), stranger]);
    // The review stays (the learner took the course); it holds no name or picture to forget.
    await spec.givenEvents(...history, deleted('u-a')).thenRows<CourseReviewRow>(COURSE_REVIEWS_COLLECTION, [row('r1', 'u-a'), row('r2', 'u-b', { rating: 3 })]);
  });
});
