import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { ReviewCommand, reviewAggregate } from './review.decider';
import type { ReviewEvent } from './review.events';
import { toReviewStreamId } from './review.stream';

const userId = 'u-learner';
const courseId = 'c-excel';
const reviewId = 'r-1';
const at = '2026-12-01T09:00:00.000Z';
const later = '2026-12-03T10:00:00.000Z';
const on = { userId, courseId };

const post = (rating: number, comment = 'Rất hay', enrolled = true, id = reviewId): ReviewCommand => ({
  type: 'PostReview',
  data: { ...on, reviewId: id, rating, comment, enrolled, at },
});
const edit = (rating: number, comment: string, enrolled = true): ReviewCommand => ({ type: 'EditReview', data: { ...on, rating, comment, enrolled, at: later } });
const answer = (text: string, byCourseInstructor = true): ReviewCommand => ({
  type: 'AnswerReview',
  data: { ...on, answer: text, answeredBy: 'u-teacher', byCourseInstructor, at: later },
});
const hide = (reason = 'Ngôn từ xúc phạm'): ReviewCommand => ({ type: 'HideReview', data: { ...on, reason, hiddenBy: 'u-admin', at: later } });
const unhide: ReviewCommand = { type: 'UnhideReview', data: { ...on, unhiddenBy: 'u-admin', at: later } };

const reviewed = (rating = 5, comment = 'Rất hay'): ReviewEvent => ({ type: 'CourseReviewed', data: { reviewId, ...on, rating, comment, reviewedAt: at } });
const edited = (rating: number, comment: string): ReviewEvent => ({ type: 'CourseReviewEdited', data: { reviewId, ...on, rating, comment, editedAt: later } });
const answered = (text: string): ReviewEvent => ({ type: 'CourseReviewAnswered', data: { reviewId, ...on, answer: text, answeredBy: 'u-teacher', answeredAt: later } });
const hidden = (reason = 'Ngôn từ xúc phạm'): ReviewEvent => ({ type: 'CourseReviewHidden', data: { reviewId, ...on, reason, hiddenBy: 'u-admin', hiddenAt: later } });
const unhidden: ReviewEvent = { type: 'CourseReviewUnhidden', data: { reviewId, ...on, unhiddenBy: 'u-admin', unhiddenAt: later } };

const given = deciderSpec(reviewAggregate);

describe('review decider', () => {
  describe('post a review', () => {
    it('records an enrolled learner’s stars and text', () => {
      given([]).when(post(5)).then([reviewed(5)]);
      given([]).when(post(2, '')).then([reviewed(2, '')]);
    });

    it('refuses a learner who does not have the course', () => {
      given([]).when(post(5, 'Hay', false)).thenThrows('REVIEW_NOT_ENROLLED');
    });

    it('refuses a second review from the same learner, whatever its id: the first one is edited instead', () => {
      given([reviewed()]).when(post(5)).thenThrows('REVIEW_ALREADY_POSTED');
      given([reviewed()]).when(post(1, 'Khác', true, 'r-2')).thenThrows('REVIEW_ALREADY_POSTED');
      given([reviewed(), hidden()]).when(post(4, 'Lại')).thenThrows('REVIEW_ALREADY_POSTED');
    });
  });

  describe('edit it', () => {
    it('records the whole new review under the first review’s id', () => {
      given([reviewed(5)]).when(edit(3, 'Tạm được')).then([edited(3, 'Tạm được')]);
      given([reviewed(5), edited(3, 'Tạm được')]).when(edit(4, 'Tạm được')).then([edited(4, 'Tạm được')]);
    });

    it('records nothing when nothing changed (a double click)', () => {
      given([reviewed(5, 'Rất hay')]).when(edit(5, 'Rất hay')).then([]);
      given([reviewed(5), edited(3, 'x')]).when(edit(3, 'x')).then([]);
    });

    it('has nothing to edit before a review, and refuses a learner who lost the course', () => {
      given([]).when(edit(3, 'x')).thenThrows('REVIEW_NOT_FOUND');
      given([reviewed()]).when(edit(3, 'x', false)).thenThrows('REVIEW_NOT_ENROLLED');
    });

    it('lets a hidden review be edited: it stays hidden (the state keeps the flag)', () => {
      const history = [reviewed(5), hidden()];
      given(history).when(edit(1, 'Sửa lại')).then([edited(1, 'Sửa lại')]);
      given([...history, edited(1, 'Sửa lại')]).when(hide()).then([]);
    });
  });

  describe('the instructor’s answer', () => {
    it('records the course instructor’s answer, and a changed answer', () => {
      given([reviewed()]).when(answer('Cảm ơn bạn!')).then([answered('Cảm ơn bạn!')]);
      given([reviewed(), answered('Cảm ơn bạn!')]).when(answer('Cảm ơn bạn rất nhiều!')).then([answered('Cảm ơn bạn rất nhiều!')]);
    });

    it('records nothing for the same answer again', () => {
      given([reviewed(), answered('Cảm ơn')]).when(answer('Cảm ơn')).then([]);
    });

    it('answers anyone but the course’s instructor as if the review did not exist', () => {
      given([reviewed()]).when(answer('Tôi không dạy khóa này', false)).thenThrows('REVIEW_NOT_FOUND');
      given([]).when(answer('Không có gì để trả lời')).thenThrows('REVIEW_NOT_FOUND');
    });
  });

  describe('hiding an abusive review', () => {
    it('records the admin and the reason, once', () => {
      given([reviewed()]).when(hide('Spam quảng cáo')).then([hidden('Spam quảng cáo')]);
      given([reviewed(), hidden('Spam quảng cáo')]).when(hide('Lý do khác')).then([]);
    });

    it('shows it again, once, and may hide it again after', () => {
      given([reviewed(), hidden()]).when(unhide).then([unhidden]);
      given([reviewed(), hidden(), unhidden]).when(unhide).then([]);
      given([reviewed()]).when(unhide).then([]);
      given([reviewed(), hidden(), unhidden]).when(hide('Tái phạm')).then([hidden('Tái phạm')]);
    });

    it('has nothing to hide or show before a review', () => {
      given([]).when(hide()).thenThrows('REVIEW_NOT_FOUND');
      given([]).when(unhide).thenThrows('REVIEW_NOT_FOUND');
    });
  });

  it('decides on one stream per learner and course', () => {
    expect(reviewAggregate.streamIdOf(post(5))).toBe(toReviewStreamId(userId, courseId));
    expect(reviewAggregate.streamIdOf(hide())).toBe('learning_review-u-learner~c-excel');
    expect(toReviewStreamId('a-b', 'c')).not.toBe(toReviewStreamId('a', 'b-c'));
  });
});
