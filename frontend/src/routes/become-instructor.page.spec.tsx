import { INSTRUCTOR_APPLICATION_MESSAGES, InstructorApplication, UserProfile } from '@academy/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { authUser } from '../../test/fake-auth';
import { userProfile } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { initialInstructorApplicationState } from '../features/instructor-application/instructor-application.slice';
import { initialSessionState } from '../features/session/session.slice';
import { remote } from '../lib/remote';
import { BecomeInstructorPage } from './become-instructor.page';

const visitor = { session: { ...initialSessionState, boot: 'ready' as const } };
const signedInAs = (profile: UserProfile, mine: InstructorApplication | null | undefined = undefined) => ({
  session: { ...visitor.session, user: authUser(), profile: remote.succeeded(profile) },
  instructorApplication: { ...initialInstructorApplicationState, mine: mine === undefined ? remote.idle<InstructorApplication | null>() : remote.succeeded(mine) },
});

const rejected: InstructorApplication = {
  _id: 'u1',
  uid: 'u1',
  status: 'rejected',
  expertise: 'SEO',
  topics: ['SEO'],
  experience: 'Tám năm làm SEO cho các trang thương mại điện tử lớn và nhỏ ở Việt Nam.',
  sampleLinks: ['https://blog.example.vn'],
  phone: '0901234567',
  submittedAt: '2027-04-01T02:00:00.000Z',
  attempt: 1,
  decidedAt: '2027-04-02T02:00:00.000Z',
  rejectionReason: 'Cần thêm một video bài giảng mẫu.',
  revision: 1,
};

describe('/becomeInstructor', () => {
  it('tells a visitor why to teach and asks them to sign in before applying', () => {
    renderWithStore(<BecomeInstructorPage />, { state: visitor });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Biến kinh nghiệm thực chiến thành khóa học có thu nhập');
    expect(within(screen.getByTestId('instructor-steps')).getAllByRole('heading')).toHaveLength(3);
    expect(screen.getByTestId('application-login').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('application-form')).toBeNull();
  });

  it('loads the student’s application and, with none, checks the form in Vietnamese before sending anything', () => {
    const { types } = renderWithStore(<BecomeInstructorPage />, { state: signedInAs(userProfile(), null) });
    expect(types()).toContain('instructorApplication/applicationOpened');
    expect((screen.getByLabelText(/Số điện thoại/) as HTMLInputElement).value).toBe('0901234567');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect(screen.getByTestId('application-error-expertise').textContent).toBe(INSTRUCTOR_APPLICATION_MESSAGES.expertiseRequired);
    expect(screen.getByTestId('application-error-topics').textContent).toBe(INSTRUCTOR_APPLICATION_MESSAGES.topicsRequired);
    expect(screen.getByTestId('application-error-experience').textContent).toBe(INSTRUCTOR_APPLICATION_MESSAGES.experienceTooShort);
    expect(screen.getByTestId('application-error-sampleLinks').textContent).toBe(INSTRUCTOR_APPLICATION_MESSAGES.linksRequired);
    expect(types()).not.toContain('instructorApplication/applicationSubmitted');
  });

  it('shows a rejected applicant the team’s feedback, and the form again when they apply anew', () => {
    renderWithStore(<BecomeInstructorPage />, { state: signedInAs(userProfile(), rejected) });
    expect(screen.getByTestId('application-reason').textContent).toBe('Cần thêm một video bài giảng mẫu.');
    fireEvent.click(screen.getByTestId('application-apply-again'));
    expect(screen.getByTestId('application-form')).toBeTruthy();
  });

  it('sends an instructor to their teaching area instead of a form', () => {
    renderWithStore(<BecomeInstructorPage />, { state: signedInAs(userProfile({ role: 'instructor' })) });
    expect(screen.getByTestId('application-teaching-link').getAttribute('href')).toBe('/instructor/dashboard');
    expect(screen.queryByTestId('application-form')).toBeNull();
  });
});
