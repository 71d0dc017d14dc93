import { AdminSiteSettings, SITE_SETTINGS_FIELD_LABELS, SiteSettingsField } from '@academy/contracts';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TextField } from '../../../components/ui/FormField';
import { formatDateTime } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { businessRegistrationLine } from '../contact-format';
import { siteSettingsForm, siteSettingsValues } from '../site-settings-form';
import { selectSiteSettingsSubmission } from '../site-settings.selectors';
import { siteSettingsActions } from '../site-settings.slice';

interface FieldSpec {
  field: SiteSettingsField;
  required?: boolean;
  type?: string;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
}

interface Group {
  id: string;
  title: string;
  description: string;
  fields: FieldSpec[];
}

const GROUPS: Group[] = [
  {
    id: 'contact',
    title: 'Liên hệ',
    description: 'Hiển thị ở chân trang mọi trang và ở mục Liên hệ của trang Hỗ trợ.',
    fields: [
      { field: 'hotline', required: true, type: 'tel', placeholder: '0901 234 567 hoặc 1900 6868' },
      { field: 'email', required: true, type: 'email', placeholder: 'hotro@tenmien.vn' },
      { field: 'address', required: true, maxLength: 300, placeholder: 'Số nhà, đường, phường/xã, quận/huyện, tỉnh/thành phố' },
      { field: 'mapUrl', placeholder: 'https://maps.app.goo.gl/...', hint: 'Không bắt buộc. Mở Google Maps, chọn Chia sẻ rồi Sao chép đường liên kết.' },
      { field: 'website', placeholder: 'https://...' },
    ],
  },
  {
    id: 'social',
    title: 'Mạng xã hội',
    description: 'Không bắt buộc; để trống để ẩn. Chỉ nhận liên kết https:// của đúng mạng xã hội đó.',
    fields: [
      { field: 'facebook', placeholder: 'https://www.facebook.com/...' },
      { field: 'youtube', placeholder: 'https://www.youtube.com/@...' },
      { field: 'tiktok', placeholder: 'https://www.tiktok.com/@...' },
      { field: 'zalo', placeholder: 'https://zalo.me/...' },
    ],
  },
  {
    id: 'company',
    title: 'Thông tin doanh nghiệp',
    description: 'Website bán hàng phải công bố tên doanh nghiệp và mã số doanh nghiệp kèm nơi cấp, ngày cấp (Nghị định 52/2013/NĐ-CP).',
    fields: [
      { field: 'companyName', required: true, maxLength: 200, placeholder: 'Công ty TNHH ...' },
      { field: 'businessCode', required: true, placeholder: '0312345678', hint: '10 chữ số; chi nhánh thêm -001.' },
      { field: 'issuedBy', required: true, maxLength: 200, placeholder: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh' },
      { field: 'issuedOn', required: true, type: 'date' },
      { field: 'emailSenderName', maxLength: 100, placeholder: 'Học viện ...', hint: 'Không bắt buộc. Tên người gửi ở chân các email quảng cáo.' },
    ],
  },
];

/** /admin/settings/site: the academy's contact and company data, saved as one change with who and when. */
export function SiteSettingsEditor({ site }: { site: AdminSiteSettings }) {
  const dispatch = useDispatch();
  const submission = useSelector(selectSiteSettingsSubmission);
  const initial = useMemo(() => siteSettingsValues(site.settings), [site.settings]);
  const form = useForm(siteSettingsForm(initial), {
    submission,
    onSubmit: (request) => dispatch(siteSettingsActions.submitted(request)),
  });
  const { values, errors, busy, reset } = form;

  // A save or another admin's change: the form starts again from what the site now shows.
  useEffect(() => {
    reset(initial);
  }, [site.version, initial, reset]);

  const preview = values.companyName.trim() && values.businessCode.trim() && values.issuedOn && values.issuedBy.trim() ? businessRegistrationLine(values) : null;

  return (
    <form className="form card ss-form" onSubmit={form.submit} noValidate data-testid="site-settings-form">
      <p className="muted" data-testid="site-settings-version">
        {site.version === 0 || !site.updatedAt
          ? 'Chưa có thông tin nào được lưu: chân trang và trang liên hệ đang ẩn phần liên hệ.'
          : `Phiên bản ${site.version}, lưu lúc ${formatDateTime(site.updatedAt)} bởi ${site.updatedBy?.name ?? 'tài khoản đã xóa'}.`}
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group.id} className="ss-group" aria-describedby={`ss-${group.id}-hint`}>
          <legend>{group.title}</legend>
          <p id={`ss-${group.id}-hint`} className="muted ss-group-hint">
            {group.description}
          </p>
          <div className="ss-fields">
            {group.fields.map((spec) => (
              <div key={spec.field} className="ss-field">
                <TextField
                  id={`ss-${spec.field}`}
                  label={SITE_SETTINGS_FIELD_LABELS[spec.field]}
                  required={spec.required}
                  optional={!spec.required}
                  name={spec.field}
                  type={spec.type ?? 'text'}
                  value={values[spec.field]}
                  onChange={form.edit(spec.field)}
                  error={errors[spec.field]}
                  placeholder={spec.placeholder}
                  maxLength={spec.maxLength}
                  testId={`ss-error-${spec.field}`}
                />
                {spec.hint && <p className="ss-hint muted">{spec.hint}</p>}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {preview && (
        <p className="ss-preview" data-testid="site-settings-preview">
          <span className="muted">Dòng hiển thị ở chân trang: </span>
          {preview}
        </p>
      )}
      {form.formError && (
        <p className="alert alert-error" role="alert" data-testid="site-settings-form-error">
          {form.formError}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="site-settings-save">
          {busy ? 'Đang lưu...' : 'Lưu thông tin'}
        </button>
      </div>
    </form>
  );
}
