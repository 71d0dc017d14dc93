/** Ratings and reviews: the limits the server and the course page share (docs/decisions.md, "Learning: ratings and reviews"). */
export const REVIEW_LIMITS = {
  /** About a page of text: room for a real opinion, not for pasting a document. */
  commentMax: 2_000,
  answerMax: 2_000,
  hideReasonMax: 500,
  /** Reviews per page on the course page. */
  pageSize: 5,
} as const;
