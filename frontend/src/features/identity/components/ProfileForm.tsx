import { ROLE_LABELS, UserProfile } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { AgeField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDate } from '../../../lib/format';
import { Remote, dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { selectMarketingEmailsSave, selectProfileSave } from '../identity.selectors';
import { identityActions } from '../identity.slice';
import { PROFILE_FORM, toProfileValues } from '../identity.validation';

interface ProfileFormProps {
  /** The signed-in user's profile, as the session holds it. */
  profile: Remote<UserProfile>;
  onRetry(): void;
}

/** /profile: the account as the server has it, with the editable part (PUT /users/profile). */
export function ProfileForm({ profile, onRetry }: ProfileFormProps) {
  const data = dataOf(profile);
  const error = errorOf(profile);
  if (error && !data) return <LoadError variant="card" message={error.message} onRetry={onRetry} testId="profile-error" />;
  if (!data) {
    return (
      <p className="card table-state" data-testid="profile-loading">
        Đang tải hồ sơ...
      </p>
    );
  }
  return <ProfileEditor profile={data} />;
}

function ProfileEditor({ profile }: { profile: UserProfile }) {
  const dispatch = useDispatch();
  const saved = toProfileValues(profile);
  const form = useForm({ ...PROFILE_FORM, initial: saved }, {
    submission: useSelector(selectProfileSave),
    onSubmit: (request) => dispatch(identityActions.profileSubmitted(request)),
  });
  const { values, errors: err, busy: saving, reset } = form;

  useEffect(() => {
    dispatch(identityActions.profileFormOpened());
  }, [dispatch]);

  // A background reload of the same profile keeps what the user is typing; a changed one replaces it.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    reset(JSON.parse(savedKey));
  }, [savedKey, reset]);

  return (
    <div className="profile-grid">
      <aside className="card profile-summary" data-testid="profile-summary">
        <Avatar name={profile.name || profile.email} src={profile.avatarUrl} size={96} />
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

      <form className="card form profile-form" onSubmit={form.submit} noValidate data-testid="profile-form">
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
          onChange={form.edit('name')}
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
            onChange={form.edit('phoneNumber')}
          />
          <AgeField
            id="profile-age"
            error={err.age}
            testId="profile-error-age"
            name="age"
            value={values.age}
            onChange={form.edit('age')}
          />
        </div>
        {/*
          No raw URL field for the avatar (docs/decisions.md, "Polish for a first visitor"): the picture a
          Google or Facebook sign-in brought stays, sent back unchanged; an upload comes with its own endpoint.
        */}
        {form.formError && (
          <p className="alert alert-error" role="alert" data-testid="profile-save-error">
            {form.formError}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="profile-save">
            <Icon name="check" size={18} />
            {saving ? 'Đang lưu...' : 'Lưu thay đổi'}
          </button>
        </div>
      </form>

      <MarketingEmailsSwitch subscribed={profile.marketingEmails} />
    </div>
  );
}

/**
 * The person's own opt-in to marketing email (Decree 91/2020): off unless they turned it on at
 * sign-up or here; a marketing email's unsubscribe link turns it off too.
 */
function MarketingEmailsSwitch({ subscribed }: { subscribed: boolean }) {
  const dispatch = useDispatch();
  const busy = useSelector(selectMarketingEmailsSave).status === 'loading';
  return (
    <section className="card profile-consent" data-testid="profile-marketing">
      <div>
        <h2 className="card-title" id="profile-marketing-title">
          Nhận email marketing
        </h2>
        <p className="muted">Email về khóa học mới, ưu đãi và bí quyết học tập. Bạn có thể tắt bất cứ lúc nào.</p>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          checked={subscribed}
          disabled={busy}
          onChange={() => dispatch(identityActions.marketingEmailsSwitched(!subscribed))}
          aria-labelledby="profile-marketing-title"
          data-testid="profile-marketing-switch"
        />
        <span className="switch-track" aria-hidden="true" />
        <span className="switch-label" data-testid="profile-marketing-state">
          {subscribed ? 'Đang bật' : 'Đang tắt'}
        </span>
      </label>
    </section>
  );
}
