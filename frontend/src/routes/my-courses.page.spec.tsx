import { CERTIFICATE_MESSAGES, MyCertificate, MyCourse } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../test/render';
import { initialCertificatesState, certificatesActions } from '../features/certificates/certificates.slice';
import { myLearningActions } from '../features/my-learning/my-learning.slice';
import { MyCoursesPage } from './my-courses.page';

const course = (id: string, completedAt: string | null): MyCourse => ({
  _id: id,
  slug: `khoa-${id}`,
  title: `Khóa học ${id}`,
  courseThumbnail: null,
  instructorName: 'Trần Quốc Việt',
  instructorAvatarUrl: null,
  totalLectures: 3,
  progress: completedAt ? 100 : 33,
  resumeLectureId: 'l1',
  completedAt,
  enrolledAt: '2026-12-01T09:00:00.000Z',
});
const certificate: MyCertificate = { courseId: 'c1', courseSlug: 'khoa-c1', courseTitle: 'Khóa học c1', code: 'CC-7K3M-9QXR-2HDP', issuedAt: '2026-12-10T09:00:00.000Z' };

function renderPage() {
  const view = renderWithStore(<MyCoursesPage />, { state: { certificates: initialCertificatesState } });
  act(() => {
    view.store.dispatch(myLearningActions.coursesReceived([course('c1', '2026-12-10T09:00:00.000Z'), course('c2', null)]));
    view.store.dispatch(myLearningActions.toolsReceived([]));
  });
  return view;
}

describe('/my-courses: the certificate on a completed course’s card', () => {
  it('offers it under the card of a completed course only, awaited until the list has it, then downloads it', () => {
    const { store, actions } = renderPage();
    const cards = screen.getAllByTestId('my-course-card');
    expect(cards).toHaveLength(2);
    // The completed course's card: the link to the player, then the offer outside the link.
    const completed = screen.getByTestId('my-course');
    expect(completed.contains(cards[0])).toBe(true);
    expect(cards[0].getAttribute('href')).toBe('/learn/khoa-c1/l1');
    const offer = within(completed).getByTestId('certificate-offer');
    expect(cards[0].contains(offer)).toBe(false);
    expect(offer.getAttribute('data-state')).toBe('pending');
    expect(offer.textContent).toContain(CERTIFICATE_MESSAGES.offerPending);
    expect(actions).toContainEqual(certificatesActions.certificateAwaited('c1'));
    expect(actions).not.toContainEqual(certificatesActions.certificateAwaited('c2'));

    act(() => {
      store.dispatch(certificatesActions.listReceived([certificate]));
    });
    const download = within(completed).getByTestId('certificate-offer-download');
    expect(download.textContent).toContain(CERTIFICATE_MESSAGES.download);
    expect(within(completed).getByTestId('certificate-offer-verify').getAttribute('href')).toBe(`/certificates/${certificate.code}`);
    fireEvent.click(download);
    expect(actions).toContainEqual(certificatesActions.downloadRequested('c1', 'khoa-c1'));
    expect(within(completed).getByTestId('certificate-offer-download').textContent).toContain(CERTIFICATE_MESSAGES.downloading);
    // The section below lists it as well.
    expect(screen.getByTestId('my-certificate-code').textContent).toBe(certificate.code);
  });

  it('says so when the certificate is overdue, and looks again on request', () => {
    const { store, actions } = renderPage();
    act(() => {
      store.dispatch(certificatesActions.issueOverdue());
    });
    const offer = screen.getByTestId('certificate-offer');
    expect(offer.getAttribute('data-state')).toBe('overdue');
    expect(offer.textContent).toContain(CERTIFICATE_MESSAGES.offerOverdue);
    fireEvent.click(within(offer).getByText(CERTIFICATE_MESSAGES.offerCheckAgain));
    expect(actions.filter((action) => action.type === certificatesActions.certificateAwaited.type)).toHaveLength(2);
    expect(screen.getByTestId('certificate-offer').getAttribute('data-state')).toBe('pending');
  });
});
