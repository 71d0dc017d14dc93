import type { DemoAccount } from './demo-account-seeding';
import { DEMO_COURSES } from './demo-catalogue';

/**
 * The demo learners whose reviews rate the demo courses (docs/decisions.md, "Learning: ratings and
 * reviews"). Real accounts with passwords, so anyone can sign in as one and see their own review;
 * not printed with the main demo logins.
 */
export const DEMO_LEARNERS: readonly DemoAccount[] = [
  { role: 'student', name: 'Nguyễn Thu Hà', email: 'thuha@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000011' },
  { role: 'student', name: 'Trần Minh Quân', email: 'minhquan@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000012' },
  { role: 'student', name: 'Lê Hoàng Yến', email: 'hoangyen@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000013' },
  { role: 'student', name: 'Phạm Đức Anh', email: 'ducanh@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000014' },
  { role: 'student', name: 'Võ Ngọc Mai', email: 'ngocmai@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000015' },
  { role: 'student', name: 'Đặng Gia Bảo', email: 'giabao@hocvien.local', password: 'HocVien@123', phoneNumber: '0900000016' },
];

export interface DemoReview {
  courseId: string;
  learnerEmail: string;
  rating: number;
  comment: string;
  /** How many days before the seed ran the learner rated it: the list reads as months of reviews, not one minute. */
  daysAgo: number;
}

const WORDS: Record<number, readonly string[]> = {
  5: [
    'Giảng viên giải thích rất dễ hiểu, làm theo từng bước là ra kết quả ngay. Rất đáng tiền!',
    'Nội dung thực chiến, ví dụ lấy từ chiến dịch thật. Mình áp dụng cho shop và thấy đơn tăng rõ.',
    'Khóa học bài bản nhất mình từng học về chủ đề này. Bài tập cuối khóa rất hữu ích.',
    '',
  ],
  4: [
    'Kiến thức chắc, trình bày rõ ràng. Mong có thêm bài tập nâng cao ở phần cuối.',
    'Học xong tự tin làm được chiến dịch đầu tiên. Video hơi dài nhưng đầy đủ.',
    'Nhiều mẹo hay, đặc biệt phần đọc số liệu và tối ưu.',
  ],
  3: ['Nội dung ổn cho người mới, nhưng người đã có kinh nghiệm sẽ thấy hơi cơ bản.', 'Phần lý thuyết tốt, phần thực hành nên có thêm tài liệu tải về.'],
};

/** Four to five stars mostly, now and then a three: each course gets two to five reviews, always the same ones. */
const RATINGS = [5, 4, 5, 5, 4, 3, 5, 4, 5, 4, 5, 3];

function reviewsOf(courseId: string, n: number): DemoReview[] {
  const count = 2 + (n % 4);
  return Array.from({ length: count }, (_, k) => {
    const rating = RATINGS[(n * 5 + k * 7) % RATINGS.length];
    const words = WORDS[rating];
    return {
      courseId,
      learnerEmail: DEMO_LEARNERS[(n + k) % DEMO_LEARNERS.length].email,
      rating,
      comment: words[(n + k) % words.length],
      daysAgo: 3 + ((n * 11 + k * 17) % 120),
    };
  });
}

export const DEMO_REVIEWS: readonly DemoReview[] = DEMO_COURSES.flatMap((course, n) => reviewsOf(course.id, n));
