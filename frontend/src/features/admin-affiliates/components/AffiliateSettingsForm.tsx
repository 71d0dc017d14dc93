import { AFFILIATE_SETTINGS_LIMITS } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField } from '../../../components/ui/FormField';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { SettingsField, settingsForm, settingsValues, typedDigits } from '../admin-affiliates.forms';
import { selectSettings, selectSettingsSave } from '../admin-affiliates.selectors';
import { adminAffiliatesActions } from '../admin-affiliates.slice';
import './admin-affiliates.css';

interface FieldSpec {
  field: SettingsField;
  label: string;
  suffix: string;
  hint: string;
}

const FIELDS: FieldSpec[] = [
  { field: 'directRatePercent', label: 'Hoa hồng trực tiếp', suffix: '%', hint: 'Trên số tiền khóa học người được giới thiệu đã trả.' },
  { field: 'teamRatePercent', label: 'Hoa hồng đội nhóm', suffix: '%', hint: `Cho người giới thiệu cấp trên. Trực tiếp + đội nhóm tối đa ${AFFILIATE_SETTINGS_LIMITS.maxTotalRatePercent}%.` },
  { field: 'cookieDays', label: 'Thời hạn cookie giới thiệu', suffix: 'ngày', hint: 'Link giới thiệu được ghi nhớ trong bao lâu.' },
  { field: 'holdingDays', label: 'Thời gian tạm giữ', suffix: 'ngày', hint: 'Hoa hồng đã duyệt chỉ được thanh toán sau khoảng này (phòng hoàn tiền).' },
  { field: 'minimumPayout', label: 'Mức thanh toán tối thiểu', suffix: '₫', hint: 'Affiliate vào danh sách chờ thanh toán khi đạt mức này.' },
];

/** /admin/affiliates/settings: rates, cookie days, holding days and the minimum payout (GET, PUT /admin/settings/affiliate). */
export function AffiliateSettingsForm() {
  const dispatch = useDispatch();
  const settings = useSelector(selectSettings);
  const save = useSelector(selectSettingsSave);
  const form = useForm(settingsForm, { submission: save, onSubmit: (request) => dispatch(adminAffiliatesActions.settingsSubmitted(request)) });
  const { reset } = form;
  const current = dataOf(settings);
  const error = errorOf(settings);

  useEffect(() => {
    dispatch(adminAffiliatesActions.settingsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (current) reset(settingsValues(current));
  }, [current, reset]);

  if (error && !current) return <LoadError variant="card" message={error.message} onRetry={() => dispatch(adminAffiliatesActions.settingsRequested())} testId="affiliate-settings-error" />;
  if (!current) return <p className="card table-state">Đang tải dữ liệu...</p>;
  return (
    <form className="card form aff-settings" onSubmit={form.submit} noValidate data-testid="affiliate-settings-form">
      <p className="alert alert-warning aff-settings-note" data-testid="affiliate-settings-note">
        Thay đổi chỉ áp dụng cho các chuyển đổi mới. Chuyển đổi đã ghi nhận giữ nguyên tỷ lệ và thời gian tạm giữ lúc phát sinh.
      </p>
      <div className="aff-settings-grid">
        {FIELDS.map(({ field, label, suffix, hint }) => (
          <FormField key={field} id={`settings-${field}`} label={label} required error={form.errors[field]} testId={`settings-error-${field}`}>
            {(control) => (
              <div className="aff-input-suffix">
                <input
                  {...control}
                  name={field}
                  inputMode="numeric"
                  autoComplete="off"
                  value={field === 'minimumPayout' && form.values[field] !== '' ? new Intl.NumberFormat('vi-VN').format(Number(form.values[field])) : form.values[field]}
                  onChange={(e) => form.edit(field)(field === 'minimumPayout' ? typedDigits(e.target.value) : e.target.value.trim())}
                  data-testid={`settings-${field}`}
                />
                <span aria-hidden="true">{suffix}</span>
                <small className="muted aff-field-hint">{hint}</small>
              </div>
            )}
          </FormField>
        ))}
      </div>
      {form.formError && (
        <p className="alert alert-error" role="alert" data-testid="settings-form-error">
          {form.formError}
        </p>
      )}
      <div className="aff-settings-footer">
        <span className="muted" data-testid="affiliate-settings-updated">
          {current.updatedAt ? `Cập nhật lần cuối ${formatDateTime(current.updatedAt)}` : 'Đang dùng cài đặt mặc định'}
        </span>
        <button type="submit" className="btn btn-primary" disabled={form.busy} data-testid="settings-submit">
          {form.busy ? 'Đang lưu...' : 'Lưu cài đặt'}
        </button>
      </div>
    </form>
  );
}
