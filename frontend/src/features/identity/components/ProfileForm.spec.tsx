import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { userProfile } from '../../../../test/fixtures';
import { remote } from '../../../lib/remote';
import { identityActions } from '../identity.slice';
import { ProfileForm } from './ProfileForm';

describe('ProfileForm', () => {
  it('has no raw URL field for the avatar, and keeps the saved picture when the rest is saved', () => {
    const profile = userProfile({ name: 'Phạm Học Viên', avatarUrl: 'https://lh3.googleusercontent.com/a/anh', phoneNumber: '0901234567', age: 30 });
    const { actions } = renderWithStore(<ProfileForm profile={remote.succeeded(profile)} onRetry={() => undefined} />);

    expect(document.querySelector('[name="avatarUrl"]')).toBeNull();
    expect(screen.queryByText(/đường dẫn/i)).toBeNull();

    fireEvent.change(document.querySelector('[name="name"]') as HTMLInputElement, { target: { value: 'Phạm Mới' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(actions.at(-1)).toEqual(
      identityActions.profileSubmitted({ name: 'Phạm Mới', phoneNumber: '0901234567', age: 30, avatarUrl: 'https://lh3.googleusercontent.com/a/anh' }),
    );
  });
});
