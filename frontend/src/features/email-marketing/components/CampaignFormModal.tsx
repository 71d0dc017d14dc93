import { CAMPAIGN_NAME_MAX, DELAY_UNIT_LABELS, DELAY_UNITS } from '@academy/contracts';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { FormField, TextField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { Modal } from '../../../components/ui/Modal';
import { dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { AUDIENCE_FIELDS, AudienceField, CAMPAIGN_FORM, campaignValues, checkAudience, EMPTY_CAMPAIGN } from '../campaign-form';
import { selectAudienceCount, selectCampaignEditor, selectMarketingCourses, selectScenarioList, selectTemplateList } from '../email-marketing.selectors';
import { emailScenariosActions } from '../email-scenarios.slice';
import { AudienceCount } from './AudienceCount';
import { AudienceRulesEditor } from './AudienceRulesEditor';

/** A step of a scenario: its template, how long it waits, and who it is for, with the live count of who that is. */
export function CampaignFormModal() {
  const dispatch = useDispatch();
  const editor = useSelector(selectCampaignEditor);
  const templates = dataOf(useSelector(selectTemplateList));
  const scenario = dataOf(useSelector(selectScenarioList))?.find((row) => row._id === editor.scenarioId);
  const courses = useSelector(selectMarketingCourses);
  const count = useSelector(selectAudienceCount);
  const { editing } = editor;
  const form = useForm(CAMPAIGN_FORM, { submission: editor.submission, onSubmit: (request) => dispatch(emailScenariosActions.campaignSubmitted(request)) });
  const { values, errors, busy, reset } = form;
  const close = () => dispatch(emailScenariosActions.campaignEditorClosed());

  useEffect(() => {
    if (editor.open) reset(editing ? campaignValues(editing) : EMPTY_CAMPAIGN);
  }, [editor.open, editing, reset]);

  // The rules as typed, checked once per change of a rule (not of the name): the count is asked again after a pause.
  const audienceKey = JSON.stringify(AUDIENCE_FIELDS.map((field) => values[field]));
  const audience = useMemo(() => checkAudience(values), [audienceKey]);
  useEffect(() => {
    if (editor.open) dispatch(emailScenariosActions.audienceRulesChanged(audience.ok ? audience.rules : null));
  }, [editor.open, audience, dispatch]);
  const problem = audience.ok ? undefined : Object.values(audience.errors)[0];

  const missingTemplate = editing && !templates?.some((template) => template._id === editing.templateId);

  return (
    <Modal
      open={editor.open}
      title={editing ? `Sửa chiến dịch: ${editing.name}` : `Thêm chiến dịch vào “${scenario?.name ?? ''}”`}
      size="2xl"
      busy={busy}
      onClose={close}
      testId="campaign-form-modal"
    >
      <form className="form" onSubmit={form.submit} noValidate data-testid="campaign-form">
        <div className="form-row">
          <TextField
            id="campaign-name"
            label="Tên chiến dịch"
            required
            name="name"
            maxLength={CAMPAIGN_NAME_MAX}
            placeholder="Ví dụ: Email chào mừng"
            value={values.name}
            onChange={form.edit('name')}
            error={errors.name}
            testId="campaign-error-name"
          />
          <FormField id="campaign-template" label="Mẫu email" required error={errors.templateId} testId="campaign-error-template">
            {(control) => (
              <select {...control} className="select select-block" name="templateId" value={values.templateId} onChange={(e) => form.edit('templateId')(e.target.value)} data-testid="campaign-template">
                <option value="">Chọn mẫu email...</option>
                {missingTemplate && <option value={editing.templateId}>{editing.templateName ?? 'Mẫu đã bị xóa'}</option>}
                {templates?.map((template) => (
                  <option key={template._id} value={template._id}>
                    {template.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {templates?.length === 0 && (
          <p className="muted em-hint">
            Chưa có mẫu email nào. <Link to="/admin/email-templates">Tạo mẫu email</Link> trước khi thêm chiến dịch.
          </p>
        )}

        <fieldset className="em-delay">
          <legend>Thời điểm gửi</legend>
          <div className="em-delay-row">
            <FormField id="campaign-delay" label="Chờ" error={errors.delay} testId="campaign-error-delay">
              {(control) => <input {...control} name="delay" inputMode="numeric" value={values.delay} onChange={(e) => form.edit('delay')(e.target.value.replace(/\D/g, ''))} data-testid="campaign-delay" />}
            </FormField>
            <FormField id="campaign-delay-unit" label="Đơn vị" error={errors.delayUnit}>
              {(control) => (
                <select {...control} className="select select-block" name="delayUnit" value={values.delayUnit} onChange={(e) => form.edit('delayUnit')(e.target.value)} data-testid="campaign-delay-unit">
                  {DELAY_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {DELAY_UNIT_LABELS[unit]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="em-inline-checks" role="radiogroup" aria-label="Tính thời gian chờ từ">
            <label className="em-check">
              <input type="radio" name="delayFrom" value="previous" checked={values.delayFrom === 'previous'} onChange={() => form.edit('delayFrom')('previous')} data-testid="campaign-from-previous" />
              <span>Kể từ khi gửi bước trước (bước đầu: từ lúc kích hoạt)</span>
            </label>
            <label className="em-check">
              <input type="radio" name="delayFrom" value="trigger" checked={values.delayFrom === 'trigger'} onChange={() => form.edit('delayFrom')('trigger')} data-testid="campaign-from-trigger" />
              <span>Kể từ lúc kịch bản kích hoạt</span>
            </label>
          </div>
        </fieldset>

        <div className="em-audience-layout">
          <AudienceRulesEditor
            values={values}
            errors={errors as Partial<Record<AudienceField, string>>}
            courses={{ list: dataOf(courses), loading: courses.status === 'loading', loadError: errorOf(courses)?.message }}
            disabled={busy}
            edit={form.edit}
          />
          <AudienceCount count={count} problem={problem} />
        </div>

        <FormFooter formError={form.formError} busy={busy} onCancel={close} submitLabel={editing ? 'Lưu thay đổi' : 'Thêm chiến dịch'} testIdPrefix="campaign" submitTestId="campaign-submit" />
      </form>
    </Modal>
  );
}
