import { FormEvent, useState } from 'react';
import { EMAIL_PATTERN } from '../../lib/form';
import { TextField } from './FormField';
import { Modal } from './Modal';

interface EmulatorAccountDialogProps {
  /** 'Google' or 'Facebook'. */
  providerLabel: string;
  suggested: { email: string; name: string };
  onContinue(account: { email: string; name: string }): void;
  /** Like closing the provider's popup: nothing is shown afterwards. */
  onCancel(): void;
}

/**
 * Development against the Auth emulator only: picks the Google/Facebook account, like the emulator's
 * own sign-in widget, in place of the provider popup (which needs the network).
 */
export function EmulatorAccountDialog({ providerLabel, suggested, onContinue, onCancel }: EmulatorAccountDialogProps) {
  const [email, setEmail] = useState(suggested.email);
  const [name, setName] = useState(suggested.name);
  const valid = EMAIL_PATTERN.test(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onContinue({ email: email.trim(), name: name.trim() });
  };

  return (
    <Modal open size="sm" title={`Đăng nhập bằng ${providerLabel} (môi trường thử nghiệm)`} onClose={onCancel} testId="emulator-account-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="emulator-account-note">Firebase Auth Emulator: chọn tài khoản {providerLabel} giả lập để đăng nhập.</p>
        <TextField
          id="emulator-account-email"
          required
          label="Email"
          name="emulatorEmail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={email.trim() && !valid ? 'Địa chỉ email không hợp lệ.' : undefined}
        />
        <TextField id="emulator-account-name" label="Tên hiển thị" name="emulatorName" autoComplete="off" value={name} onChange={setName} />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-testid="emulator-account-cancel">
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid} data-testid="emulator-account-continue">
            Tiếp tục
          </button>
        </div>
      </form>
    </Modal>
  );
}
