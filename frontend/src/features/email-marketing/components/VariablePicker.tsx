import { TEMPLATE_VARIABLE_NAMES, TEMPLATE_VARIABLES, TemplateVariable } from '@academy/contracts';
import { tokenOf } from '../template-form';

interface VariablePickerProps {
  /** Where the token goes: the field the admin was last typing in. */
  target: 'subject' | 'body';
  disabled: boolean;
  onPick(variable: TemplateVariable): void;
}

/** The variables a template may use, each a button that puts `{{…}}` where the cursor was. */
export function VariablePicker({ target, disabled, onPick }: VariablePickerProps) {
  return (
    <div className="em-variables" role="group" aria-labelledby="em-variables-label" data-testid="template-variables">
      <p className="em-variables-label" id="em-variables-label">
        Chèn biến vào {target === 'subject' ? 'tiêu đề' : 'nội dung'}:
      </p>
      <div className="em-variables-list">
        {TEMPLATE_VARIABLE_NAMES.map((variable) => (
          <button
            key={variable}
            type="button"
            className="em-variable"
            title={TEMPLATE_VARIABLES[variable]}
            aria-label={`Chèn ${tokenOf(variable)}: ${TEMPLATE_VARIABLES[variable]}`}
            disabled={disabled}
            // Keeps the caret in the field being edited: the token goes where it was.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(variable)}
            data-testid={`template-variable-${variable}`}
          >
            <code>{tokenOf(variable)}</code>
            <span>{TEMPLATE_VARIABLES[variable]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
