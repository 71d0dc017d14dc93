import { ROLES, ROLE_LABELS } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AgeField, FormField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Modal } from '../../../components/ui/Modal';
import { PasswordField } from '../../../components/ui/PasswordInput';
import { useForm } from '../../../lib/use-form';
import { selectCreateUser } from '../admin-users.selectors';
import { adminUsersActions } from '../admin-users.slice';
import { CREATE_USER_FORM, EMPTY_CREATE_USER } from '../admin-users.validation';

export function CreateUserModal() {
  const dispatch = useDispatch();
  const state = useSelector(selectCreateUser);
  const form = useForm(CREATE_USER_FORM, {
    submission: state.submission,
    onSubmit: (request) => dispatch(adminUsersActions.createSubmitted(request)),
  });
  const { values, errors: err, busy, reset } = form;

  useEffect(() => {
    if (state.open) reset(EMPTY_CREATE_USER);
  }, [state.open, reset]);

  return (
    <Modal
      open={state.open}
      title="Tạo người dùng"
      size="lg"
      busy={busy}
      onClose={() => dispatch(adminUsersActions.createClosed())}
      testId="user-create-modal"
    >
      <form className="form" onSubmit={form.submit} noValidate data-testid="user-create-form">
        <TextField
          id="new-user-name"
          label="Họ và tên"
          required
          error={err.name}
          testId="create-error-name"
          name="name"
          value={values.name}
          onChange={form.edit('name')}
        />
        <div className="form-row">
          <TextField
            id="new-user-email"
            label="Email"
            required
            error={err.email}
            testId="create-error-email"
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={form.edit('email')}
          />
          <PasswordField
            id="new-user-password"
            label="Mật khẩu"
            required
            error={err.password}
            testId="create-error-password"
            name="password"
            autoComplete="new-password"
            placeholder="Tối thiểu 6 ký tự"
            value={values.password}
            onChange={form.edit('password')}
          />
        </div>
        <div className="form-row">
          <FormField id="new-user-role" label="Vai trò" error={err.role}>
            {(control) => (
              <select {...control} className="select select-block" name="role" value={values.role} onChange={(e) => form.edit('role')(e.target.value)}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <PhoneField
            id="new-user-phone"
            optional
            error={err.phoneNumber}
            testId="create-error-phoneNumber"
            name="phoneNumber"
            autoComplete="off"
            value={values.phoneNumber}
            onChange={form.edit('phoneNumber')}
          />
        </div>
        <AgeField
          id="new-user-age"
          error={err.age}
          testId="create-error-age"
          name="age"
          value={values.age}
          onChange={form.edit('age')}
        />
        {form.formError && (
          <p className="alert alert-error" role="alert" data-testid="user-create-error">
            {form.formError}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={() => dispatch(adminUsersActions.createClosed())} disabled={busy}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="user-create-submit">
            {busy ? 'Đang tạo...' : 'Tạo người dùng'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
