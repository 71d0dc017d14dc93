import { ROLE_LABELS, UserProfile } from '@academy/contracts';
import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { AgeField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { formatDate } from '../../../lib/format';
import { selectProfileEditor } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { ProfileField, ProfileFormValues, toUpdateProfileRequest, validateProfile } from '../identity.validation';

function toValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name,
    phoneNumber: profile.phoneNumber,
    age: profile.age === null ? '' : String(profile.age),
    avatarUrl: profile.avatarUrl ?? '',
  };
}

/** /profile: the account as the server has it, with the editable part (GET/PUT /users/profile). */
export function ProfileForm() {
  const dispatch = useDispatch();
  const editor = useSelector(selectProfileEditor);
  const [values, setValues] = useState<ProfileFormValues | null>(null);

  useEffect(() => {
    dispatch(identityActions.profileOpened());
  }, [dispatch]);
  useEffect(() => {
    if (editor.data) setValues(toValues(editor.data));
  }, [editor.data]);

  if (editor.status === 'failed') {
    return (
      <div className="card table-state table-state-error" data-testid="profile-error">
        <p>{editor.error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => dispatch(identityActions.profileOpened())}>
          Thử lại
        </button>
      </div>
    );
  }
  if (!editor.data || !values) {
    return (
      <p className="card table-state" data-testid="profile-loading">
        Đang tải hồ sơ...
      </p>
    );
  }

  const profile = editor.data;
  const saving = editor.saveStatus === 'loading';
  const err = editor.fieldErrors;
  const edit = (field: ProfileField) => (value: string) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    if (err[field] || editor.saveError) dispatch(identityActions.profileFieldEdited(field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const invalid = validateProfile(values);
    if (invalid) dispatch(identityActions.profileRejected(invalid));
    else dispatch(identityActions.profileSubmitted(toUpdateProfileRequest(values)));
  };

  return (
    <div className="profile-grid">
      <aside className="card profile-summary" data-testid="profile-summary">
        <Avatar name={profile.name || profile.email} src={values.avatarUrl.trim() || profile.avatarUrl} size={96} />
        <h2 className="profile-name" data-testid="profile-name">
          {profile.name}
        </h2>
        <p className="muted profile-email">{profile.email}</p>
        <div className="profile-chips">
          <span className="role-chip">{ROLE_LABELS[profile.role]}</span>
          {profile.emailVerified ? <Badge tone="green">Đã xác thực email</Badge> : <Badge tone="yellow">Chưa xác thực email</Badge>}
        </div>
        <dl className="profile-facts">
          <div>
            <dt>Cấp độ affiliate</dt>
            <dd>{profile.isAffiliate ? `Cấp ${profile.affiliateLevel}` : 'Chưa tham gia'}</dd>
          </div>
          <div>
            <dt>Ngày tham gia</dt>
            <dd>{formatDate(profile.createdAt)}</dd>
          </div>
        </dl>
      </aside>

      <form className="card form profile-form" onSubmit={submit} noValidate data-testid="profile-form">
        <h2 className="card-title">Thông tin cá nhân</h2>
        <TextField
          id="profile-name"
          label="Họ và tên"
          required
          error={err.name}
          testId="profile-error-name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={edit('name')}
        />
        <div className="field">
          <label htmlFor="profile-email">Email</label>
          <input id="profile-email" name="email" value={profile.email} readOnly disabled />
        </div>
        <div className="form-row">
          <PhoneField
            id="profile-phone"
            error={err.phoneNumber}
            testId="profile-error-phoneNumber"
            name="phoneNumber"
            value={values.phoneNumber}
            onChange={edit('phoneNumber')}
          />
          <AgeField
            id="profile-age"
            error={err.age}
            testId="profile-error-age"
            name="age"
            value={values.age}
            onChange={edit('age')}
          />
        </div>
        <TextField
          id="profile-avatar"
          label="Ảnh đại diện (đường dẫn)"
          optional
          error={err.avatarUrl}
          testId="profile-error-avatarUrl"
          name="avatarUrl"
          type="url"
          placeholder="https://..."
          value={values.avatarUrl}
          onChange={edit('avatarUrl')}
        />
        {editor.saveError && (
          <p className="alert alert-error" role="alert" data-testid="profile-save-error">
            {editor.saveError}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="profile-save">
            <Icon name="check" size={18} />
            {saving ? 'Đang lưu...' : 'Lưu thay đổi'}
          </button>
        </div>
      </form>
    </div>
  );
}
