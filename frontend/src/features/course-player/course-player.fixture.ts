import { CourseContentResponse, UpdateProgressResponse } from '@academy/contracts';

/** A course of three lectures in two sections, nothing completed yet. */
export const courseContent: CourseContentResponse = {
  course: {
    _id: 'course-1',
    slug: 'excel-thuc-chien',
    title: 'Excel thực chiến',
    courseThumbnail: null,
    instructorName: 'Nguyễn Văn Giảng',
    instructorAvatarUrl: null,
    totalLectures: 3,
  },
  curriculum: [
    {
      _id: 's1',
      title: 'Bắt đầu',
      lectures: [
        { _id: 'l1', title: 'Giới thiệu', duration: 300, isFreePreview: true, thumbnailUrl: null, mediaId: 'm1', completed: false },
        { _id: 'l2', title: 'Hàm cơ bản', duration: 605, isFreePreview: false, thumbnailUrl: null, mediaId: 'm2', completed: false },
      ],
    },
    { _id: 's2', title: 'Nâng cao', lectures: [{ _id: 'l3', title: 'Bảng tổng hợp', duration: 3725, isFreePreview: false, thumbnailUrl: null, mediaId: 'm3', completed: false }] },
  ],
  progress: { progress: 0, completedLectureIds: [], resumeLectureId: 'l1', completedAt: null },
};

export const progressAfterFirst: UpdateProgressResponse = {
  message: 'Đã cập nhật tiến độ.',
  lectureCompleted: true,
  progress: 33,
  completedLectureIds: ['l1'],
  resumeLectureId: 'l2',
  completedAt: null,
};
