import { SCENARIO_NAME_MAX, SCENARIO_TRIGGER_LABELS, SCENARIO_TRIGGER_TYPES, ScenarioTriggerType } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { selectMarketingCourses, selectScenarioEditor } from '../email-marketing.selectors';
import { emailScenariosActions } from '../email-scenarios.slice';
import { idsOf, listOf } from '../form-issues';
import { EMPTY_SCENARIO, SCENARIO_FORM, scenarioValues, TRIGGER_NEEDS } from '../scenario-form';
import { CoursePicker } from './CoursePicker';

const digits = (typed: string) => typed.replace(/\D/g, '');

/** Creates a scenario or edits the one chosen: its name, what starts it (with the hours, days or courses that trigger needs), on or off. */
export function ScenarioFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectScenarioEditor);
  const courses = useSelector(selectMarketingCourses);
  const { editing } = editor;
  const form = useForm(SCENARIO_FORM, { submission: editor.submission, onSubmit: (request) => dispatch(emailScenariosActions.scenarioSubmitted(request)) });
  const { values, errors, busy, reset } = form;
  const needs = TRIGGER_NEEDS[values.triggerType as ScenarioTriggerType] ?? {};
  const close = () => dispatch(emailScenariosActions.scenarioEditorClosed());

  useEffect(() => {
    if (editor.open) reset(editing ? scenarioValues(editing) : EMPTY_SCENARIO);
  }, [editor.open, editing, reset]);

  return (
    <Modal open={editor.open} title={editing ? `Sửa kịch bản: ${editing.name}` : 'Tạo kịch bản email'} size="lg" busy={busy} onClose={close} testId="scenario-form-modal">
      <form className="form" onSubmit={form.submit} noValidate data-testid="scenario-form">
        <TextField
          id="scenario-name"
          label="Tên kịch bản"
          required
          name="name"
          maxLength={SCENARIO_NAME_MAX}
          placeholder="Ví dụ: Chào mừng học viên mới"
          value={values.name}
          onChange={form.edit('name')}
          error={errors.name}
          testId="scenario-error-name"
        />
        <FormField id="scenario-trigger" label="Sự kiện kích hoạt" required error={errors.triggerType}>
          {(control) => (
            <select {...control} className="select select-block" name="triggerType" value={values.triggerType} onChange={(e) => form.edit('triggerType')(e.target.value)} data-testid="scenario-trigger">
              {SCENARIO_TRIGGER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SCENARIO_TRIGGER_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {needs.hours && (
          <TextField
            id="scenario-hours"
            label={`Số giờ chờ thanh toán (1–${needs.hours.max})`}
            required
            name="hours"
            inputMode="numeric"
            value={values.hours}
            onChange={(typed) => form.edit('hours')(digits(typed))}
            error={errors.hours}
            testId="scenario-error-hours"
          />
        )}
        {needs.days && (
          <TextField
            id="scenario-days"
            label={`${needs.days.label} (1–${needs.days.max})`}
            required
            name="days"
            inputMode="numeric"
            value={values.days}
            onChange={(typed) => form.edit('days')(digits(typed))}
            error={errors.days}
            testId="scenario-error-days"
          />
        )}
        {needs.courses && (
          <CoursePicker
            id="courseIds"
            legend="Chỉ với các khóa học"
            hint="Không chọn khóa học nào: áp dụng cho mọi khóa học."
            courses={dataOf(courses)}
            selected={idsOf(values.courseIds)}
            error={errors.courseIds}
            loading={courses.status === 'loading'}
            loadError={errorOf(courses)?.message}
            disabled={busy}
            onChange={(ids) => form.edit('courseIds')(listOf(ids))}
            testId="scenario-courses"
          />
        )}
        <label className="em-check">
          <input type="checkbox" name="isActive" checked={values.isActive === 'true'} onChange={(e) => form.edit('isActive')(String(e.target.checked))} data-testid="scenario-active" />
          <span>
            Bật kịch bản
            <span className="muted em-check-hint">Tắt để tạm dừng kịch bản mà không mất các chiến dịch của nó.</span>
          </span>
        </label>
        <FormFooter formError={form.formError} busy={busy} onCancel={close} submitLabel={editing ? 'Lưu thay đổi' : 'Tạo kịch bản'} testIdPrefix="scenario" submitTestId="scenario-submit" />
      </form>
    </Modal>
  );
}
