interface ActiveSwitchProps {
  isActive: boolean;
  /** The switch is busy while the server decides. */
  disabled: boolean;
  /** What the switch turns on and off, as its label reads: 'mã TET2027'. */
  subject: string;
  onChange(isActive: boolean): void;
  testId?: string;
}

/** The on/off switch of a row: it asks for the state wanted, so a double click cannot undo itself. */
export function ActiveSwitch({ isActive, disabled, subject, onChange, testId }: ActiveSwitchProps) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        checked={isActive}
        disabled={disabled}
        onChange={() => onChange(!isActive)}
        aria-label={`${isActive ? 'Tắt' : 'Bật'} ${subject}`}
        data-testid={testId}
      />
      <span className="switch-track" aria-hidden="true" />
    </label>
  );
}
