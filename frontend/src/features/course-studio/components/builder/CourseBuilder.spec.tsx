import { COURSE_ERRORS, COURSE_MESSAGES, ERROR_MESSAGES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../../test/render';
import { courseBuilderActions } from '../../course-builder.slice';
import { editableCourse } from '../../course.fixture';
import { CourseBuilder, MediaPickerSlotProps } from './CourseBuilder';

/** Stands in for the media library's picker: one button per video. */
function FakePicker({ open, onPick }: MediaPickerSlotProps) {
  if (!open) return null;
  return (
    <button type="button" data-testid="fake-pick" onClick={() => onPick({ _id: 'm9', title: 'Bài mở đầu.mp4', durationSeconds: 125 })}>
      pick
    </button>
  );
}

const submitted = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((a) => a.type === courseBuilderActions.saveSubmitted.type).map((a) => a.payload as ReturnType<typeof courseBuilderActions.saveSubmitted>['payload']);

describe('CourseBuilder', () => {
  it('checks the form with the contracts’ messages before sending anything', () => {
    const view = renderWithStore(<CourseBuilder area="instructor" MediaPicker={FakePicker} />);
    expect(view.types()).toContain(courseBuilderActions.builderOpened.type);
    fireEvent.click(screen.getByTestId('builder-submit-review'));
    expect(submitted(view.actions)).toEqual([]);
    expect(screen.getByTestId('builder-error-title').textContent).toBe(COURSE_ERRORS.COURSE_TITLE_REQUIRED);
    expect(screen.getByTestId('builder-error-price').textContent).toBe(COURSE_ERRORS.COURSE_PRICE_INVALID);
    expect(within(screen.getByTestId('lecture')).getByTestId('lecture-errors').textContent).toContain(COURSE_MESSAGES.lectureMediaRequired);
    expect(screen.getByTestId('builder-form-error').textContent).toBe('Vui lòng sửa các lỗi được đánh dấu trước khi lưu.');
  });

  it('builds two sections, formats prices as typed, fills the lecture from the picked video and sends for review', () => {
    const view = renderWithStore(<CourseBuilder area="instructor" MediaPicker={FakePicker} />);
    fireEvent.change(screen.getByLabelText(/Tên khóa học/), { target: { value: 'Quảng cáo Facebook thực chiến' } });
    const price = screen.getByLabelText(/Giá bán \(VND\)/) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '1990000' } });
    expect(price.value).toBe('1.990.000');
    fireEvent.change(screen.getByLabelText(/Giá gốc/), { target: { value: '2990000' } });
    expect(screen.getByTestId('builder-price-preview').textContent).toMatch(/giảm 33%/);

    fireEvent.change(screen.getByTestId('section-title'), { target: { value: 'Bắt đầu' } });
    fireEvent.click(screen.getByTestId('lecture-pick-video'));
    fireEvent.click(screen.getByTestId('fake-pick'));
    expect((screen.getByTestId('lecture-title') as HTMLInputElement).value).toBe('Bài mở đầu.mp4');
    expect((screen.getByTestId('lecture-duration') as HTMLInputElement).value).toBe('2:05');
    fireEvent.change(screen.getByTestId('lecture-duration'), { target: { value: '2:30' } });
    fireEvent.click(screen.getByTestId('lecture-free-preview'));

    fireEvent.click(screen.getByTestId('section-add'));
    const second = screen.getAllByTestId('builder-section')[1];
    fireEvent.change(within(second).getByTestId('section-title'), { target: { value: 'Nâng cao' } });
    fireEvent.change(within(second).getByTestId('lecture-title'), { target: { value: 'Tối ưu chi phí' } });
    fireEvent.click(within(second).getByTestId('lecture-pick-video'));
    fireEvent.click(screen.getByTestId('fake-pick'));

    fireEvent.click(screen.getByTestId('builder-submit-review'));
    const [sent] = submitted(view.actions);
    expect(sent.submitForReview).toBe(true);
    expect(sent.request).toMatchObject({ title: 'Quảng cáo Facebook thực chiến', price: 1_990_000, originalPrice: 2_990_000 });
    expect(sent.request.sections).toEqual([
      { title: 'Bắt đầu', lectures: [{ title: 'Bài mở đầu.mp4', mediaId: 'm9', durationSeconds: 150, isFreePreview: true }] },
      { title: 'Nâng cao', lectures: [{ title: 'Tối ưu chi phí', mediaId: 'm9', durationSeconds: 125, isFreePreview: false }] },
    ]);
  });

  it('edits a loaded course keeping its ids, and offers to reload after a conflict', () => {
    const course = editableCourse('c1', { status: 'rejected', rejectionReason: 'Video bài 2 bị lỗi âm thanh.' });
    const view = renderWithStore(<CourseBuilder area="instructor" courseId="c1" MediaPicker={FakePicker} />);
    act(() => {
      view.store.dispatch(courseBuilderActions.courseLoaded(course));
      view.store.dispatch(courseBuilderActions.mediaLabelsReceived({ m2: { title: 'tai-khoan.mp4', durationSeconds: 600 } }));
    });
    expect(screen.getByTestId('builder-rejection-reason').textContent).toContain('Video bài 2 bị lỗi âm thanh.');
    expect(screen.getAllByTestId('lecture-video-name').map((n) => n.textContent)).toEqual(['Video đã chọn', 'tai-khoan.mp4']);
    const lectures = screen.getAllByTestId('lecture');
    fireEvent.click(within(lectures[1]).getByTestId('lecture-up'));
    fireEvent.click(screen.getByTestId('builder-save'));
    const [sent] = submitted(view.actions);
    expect(sent.request.sections?.[0].lectures?.map((l) => l.lectureId)).toEqual(['l2', 'l1']);
    expect(sent.request.sections?.[0].sectionId).toBe('s1');

    act(() => {
      view.store.dispatch(courseBuilderActions.saveFailed({ error: { message: ERROR_MESSAGES.EDIT_CONFLICT, code: 'EDIT_CONFLICT', fields: {} }, conflict: true }));
    });
    expect(screen.getByTestId('builder-conflict').textContent).toContain(ERROR_MESSAGES.EDIT_CONFLICT);
    fireEvent.click(screen.getByTestId('builder-reload'));
    expect(view.types()).toContain(courseBuilderActions.reloadRequested.type);
  });

  it('shows the percent sent while saving', () => {
    const view = renderWithStore(<CourseBuilder area="admin" MediaPicker={FakePicker} />);
    act(() => {
      view.store.dispatch(courseBuilderActions.saveSubmitted({ request: { title: 'x', price: 0 }, images: { lectureThumbnails: {} }, submitForReview: false }));
      view.store.dispatch(courseBuilderActions.saveProgressed(37));
    });
    expect(screen.getByTestId('course-save-progress-percent').textContent).toBe('37%');
    expect(screen.queryByTestId('builder-submit-review')).toBeNull();
  });
});
