import { AUDIENCE_ROLES, COURSE_OWNERSHIP, COURSE_OWNERSHIP_LABELS, ROLE_LABELS } from '@academy/contracts';
import { FormField } from '../../../components/ui/FormField';
import { FieldErrors } from '../../../lib/form';
import type { MarketingCourseOption } from '../email-marketing.api';
import { AudienceField } from '../campaign-form';
import { idsOf, listOf } from '../form-issues';
import { CoursePicker } from './CoursePicker';

interface AudienceRulesEditorProps {
  values: Record<AudienceField, string>;
  errors: FieldErrors<AudienceField>;
  courses: { list: MarketingCourseOption[] | undefined; loading: boolean; loadError?: string };
  disabled: boolean;
  edit(field: AudienceField): (value: string) => void;
}

/** The yes/no rules: each filters only when set. */
const EITHER_RULES: Array<{ field: 'isAffiliate' | 'hasDeposited' | 'hasBonus' | 'emailVerified'; label: string; yes: string; no: string }> = [
  { field: 'isAffiliate', label: 'Affiliate', yes: 'Là affiliate', no: 'Không phải affiliate' },
  { field: 'hasDeposited', label: 'Nạp tiền vào ví', yes: 'Đã từng nạp tiền', no: 'Chưa từng nạp tiền' },
  { field: 'hasBonus', label: 'Tiền thưởng', yes: 'Đang có tiền thưởng', no: 'Không có tiền thưởng' },
  { field: 'emailVerified', label: 'Xác thực email', yes: 'Đã xác thực', no: 'Chưa xác thực' },
];

/** Who a step is for: every rule set must hold, a rule left at "Không lọc" filters nobody out. */
export function AudienceRulesEditor({ values, errors, courses, disabled, edit }: AudienceRulesEditorProps) {
  const roles = idsOf(values.roles);
  const toggleRole = (role: string, on: boolean) => edit('roles')(listOf(AUDIENCE_ROLES.filter((r) => (r === role ? on : roles.includes(r)))));

  return (
    <fieldset className="em-audience" data-testid="audience-editor">
      <legend>Người nhận</legend>
      <p className="muted em-hint">Mọi điều kiện đã chọn phải cùng thỏa. Chỉ người đã xác thực email, chưa hủy nhận và tài khoản đang hoạt động mới được gửi.</p>

      <fieldset className="em-roles">
        <legend>Vai trò</legend>
        <div className="em-inline-checks">
          {AUDIENCE_ROLES.map((role) => (
            <label key={role} className="em-check">
              <input type="checkbox" name="roles" value={role} checked={roles.includes(role)} disabled={disabled} onChange={(e) => toggleRole(role, e.target.checked)} data-testid={`audience-role-${role}`} />
              <span>{ROLE_LABELS[role]}</span>
            </label>
          ))}
        </div>
        <p className="muted em-hint">Không chọn vai trò nào: mọi vai trò.</p>
        {errors.roles && <p className="field-error">{errors.roles}</p>}
      </fieldset>

      <div className="form-row">
        <FormField id="audience-registered-from" label="Đăng ký từ ngày" optional error={errors.registeredFrom}>
          {(control) => <input {...control} type="date" name="registeredFrom" value={values.registeredFrom} disabled={disabled} onChange={(e) => edit('registeredFrom')(e.target.value)} />}
        </FormField>
        <FormField id="audience-registered-to" label="Đến ngày" optional error={errors.registeredTo}>
          {(control) => <input {...control} type="date" name="registeredTo" value={values.registeredTo} disabled={disabled} onChange={(e) => edit('registeredTo')(e.target.value)} />}
        </FormField>
      </div>

      <FormField id="audience-owns" label="Khóa học đã sở hữu" error={errors.ownsCourses}>
        {(control) => (
          <select {...control} className="select select-block" name="ownsCourses" value={values.ownsCourses} disabled={disabled} onChange={(e) => edit('ownsCourses')(e.target.value)} data-testid="audience-owns">
            <option value="">Không lọc</option>
            {COURSE_OWNERSHIP.map((ownership) => (
              <option key={ownership} value={ownership}>
                {COURSE_OWNERSHIP_LABELS[ownership]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.ownsCourses === 'specific' && (
        <CoursePicker
          id="courseIds"
          legend="Khóa học"
          courses={courses.list}
          selected={idsOf(values.courseIds)}
          error={errors.courseIds}
          loading={courses.loading}
          loadError={courses.loadError}
          disabled={disabled}
          onChange={(ids) => edit('courseIds')(listOf(ids))}
          testId="audience-courses"
        />
      )}

      <div className="em-either-grid">
        {EITHER_RULES.map(({ field, label, yes, no }) => (
          <FormField key={field} id={`audience-${field}`} label={label} error={errors[field]}>
            {(control) => (
              <select {...control} className="select select-block" name={field} value={values[field]} disabled={disabled} onChange={(e) => edit(field)(e.target.value)} data-testid={`audience-${field}`}>
                <option value="">Không lọc</option>
                <option value="true">{yes}</option>
                <option value="false">{no}</option>
              </select>
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
