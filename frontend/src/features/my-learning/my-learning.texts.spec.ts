import { myCourseAction, myCoursePath } from './my-learning.texts';

describe('a course card on /my-courses', () => {
  it('opens the lecture to resume, or the player when the course has none', () => {
    expect(myCoursePath({ slug: 'excel-thuc-chien', resumeLectureId: 'l2' })).toBe('/learn/excel-thuc-chien/l2');
    expect(myCoursePath({ slug: 'excel-thuc-chien', resumeLectureId: null })).toBe('/learn/excel-thuc-chien');
    expect(myCoursePath({ slug: 'a b', resumeLectureId: 'c/d' })).toBe('/learn/a%20b/c%2Fd');
  });

  it("says 'Vào học' before any progress, 'Tiếp tục học' during, 'Xem lại khóa học' at 100 %", () => {
    expect([0, 1, 99, 100].map((progress) => myCourseAction({ progress }))).toEqual(['Vào học', 'Tiếp tục học', 'Tiếp tục học', 'Xem lại khóa học']);
  });
});
