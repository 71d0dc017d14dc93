import { Icon } from './Icon';
import { toastNotifier } from '../../platform/notify';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What is shown, when it differs from what is copied (an amount shown as VND, copied as digits). */
  display?: string;
  testId: string;
  emphasis?: boolean;
}

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toastNotifier.success(`Đã sao chép ${label.toLocaleLowerCase('vi-VN')}.`);
  } catch {
    toastNotifier.error('Không thể sao chép. Vui lòng chọn và chép thủ công.');
  }
}

/** A transfer detail with a copy button, so nobody retypes an account number or a memo. */
export function CopyField({ label, value, display, testId, emphasis = false }: CopyFieldProps) {
  return (
    <div className={emphasis ? 'copy-field is-emphasis' : 'copy-field'}>
      <dt>{label}</dt>
      <dd>
        <span className="copy-value" data-testid={testId}>
          {display ?? value}
        </span>
        <button type="button" className="btn btn-ghost copy-btn" onClick={() => void copy(label, value)} aria-label={`Sao chép ${label.toLocaleLowerCase('vi-VN')}`} data-testid={`${testId}-copy`}>
          <Icon name="layers" size={16} />
          Sao chép
        </button>
      </dd>
    </div>
  );
}
