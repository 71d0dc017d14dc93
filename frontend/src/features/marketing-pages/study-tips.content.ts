import type { FeatureItem, GuideChapter } from './marketing-content';

/** /study-tips: how to finish an online course and turn it into results. The chapters, in order. */
export const STUDY_TIP_CHAPTERS = [
  { id: 'dat-muc-tieu', title: 'Đặt mục tiêu trước khi bấm học' },
  { id: 'lich-hoc', title: 'Lịch học 25 phút mỗi ngày' },
  { id: 'hoc-chu-dong', title: 'Học chủ động, không xem thụ động' },
  { id: 'thuc-hanh', title: 'Thực hành ngay trên dự án thật' },
  { id: 'ghi-chu', title: 'Ghi chú và ôn lại' },
  { id: 'dung-nen-tang', title: 'Dùng hết công cụ của Học viện' },
] as const satisfies readonly GuideChapter[];

/** Four habits at a glance, above the guide. */
export const STUDY_HABITS: FeatureItem[] = [
  { id: 'goal', icon: 'route', title: 'Một mục tiêu đo được', text: 'Biết mình học để làm được việc gì, vào ngày nào.' },
  { id: 'daily', icon: 'clock', title: 'Ít nhưng đều', text: '25 phút mỗi ngày hiệu quả hơn 4 tiếng mỗi cuối tuần.' },
  { id: 'practice', icon: 'pencil', title: 'Làm ngay sau khi học', text: 'Mỗi bài học kết thúc bằng một việc bạn làm trên dự án thật.' },
  { id: 'review', icon: 'checkCircle', title: 'Ôn lại có kế hoạch', text: 'Xem lại ghi chú sau 1 ngày, 1 tuần và 1 tháng.' },
];

/** A sample week for someone who works full time (the table in chapter 2). */
export const SAMPLE_WEEK = [
  { day: 'Thứ Hai', task: 'Xem 1 – 2 bài mới, ghi 3 ý chính.' },
  { day: 'Thứ Ba', task: 'Làm bài tập của bài hôm qua trên dự án của bạn.' },
  { day: 'Thứ Tư', task: 'Xem 1 – 2 bài mới, ghi 3 ý chính.' },
  { day: 'Thứ Năm', task: 'Thực hành, chụp lại kết quả (số liệu, ảnh chụp màn hình).' },
  { day: 'Thứ Sáu', task: 'Xem 1 bài mới, xem lại ghi chú cả tuần.' },
  { day: 'Cuối tuần', task: 'Nghỉ, hoặc làm bù một buổi nếu lỡ lịch. Không học dồn.' },
] as const;
