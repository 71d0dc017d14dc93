import { INSTRUCTOR_APPLICATION_LIMITS as LIMITS } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { useForm } from '../../../lib/use-form';
import { selectApplicationSubmission } from '../instructor-application.selectors';
import { instructorApplicationActions } from '../instructor-application.slice';
import { applicationFormFor } from '../instructor-application.validation';

/** The application: every field is checked with the API's own schema before anything is sent. */
export function ApplicationForm({ phone }: { phone: string }) {
  const dispatch = useDispatch();
  const form = useForm(applicationFormFor(phone), {
    submission: useSelector(selectApplicationSubmission),
    onSubmit: (request) => dispatch(instructorApplicationActions.applicationSubmitted(request)),
  });
  const { values, errors } = form;
  // A failure about no field (the network, an unverified email) is said once, here.
  const alert = Object.keys(errors).length === 0 ? form.formError : null;

  return (
    <form className="form application-form" onSubmit={form.submit} noValidate data-testid="application-form">
      <TextField
        id="application-expertise"
        label="Lĩnh vực chuyên môn"
        required
        error={errors.expertise}
        testId="application-error-expertise"
        name="expertise"
        placeholder="Ví dụ: Quảng cáo Facebook cho shop thời trang"
        maxLength={LIMITS.expertiseMax}
        value={values.expertise}
        onChange={form.edit('expertise')}
      />
      <TextField
        id="application-topics"
        label="Chủ đề muốn giảng dạy (cách nhau bằng dấu phẩy)"
        required
        error={errors.topics}
        testId="application-error-topics"
        name="topics"
        placeholder="Facebook Ads, Bán hàng livestream, Chăm sóc khách hàng"
        value={values.topics}
        onChange={form.edit('topics')}
      />
      <FormField id="application-experience" label="Kinh nghiệm của bạn" required error={errors.experience} testId="application-error-experience">
        {(control) => (
          <textarea
            {...control}
            name="experience"
            rows={6}
            maxLength={LIMITS.experienceMax}
            placeholder="Bạn đã làm gì, trong bao lâu, kết quả nổi bật nào? Bạn đã từng dạy hay hướng dẫn ai chưa?"
            value={values.experience}
            onChange={(e) => form.edit('experience')(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="application-links" label="Đường dẫn minh chứng (mỗi dòng một đường dẫn)" required error={errors.sampleLinks} testId="application-error-sampleLinks">
        {(control) => (
          <textarea
            {...control}
            name="sampleLinks"
            rows={3}
            placeholder={'https://www.youtube.com/watch?v=...\nhttps://blog-cua-ban.vn/bai-viet'}
            value={values.sampleLinks}
            onChange={(e) => form.edit('sampleLinks')(e.target.value)}
          />
        )}
      </FormField>
      <PhoneField
        id="application-phone"
        required
        error={errors.phone}
        testId="application-error-phone"
        name="phone"
        value={values.phone}
        onChange={form.edit('phone')}
      />
      {alert && (
        <p className="alert alert-error" role="alert" data-testid="application-send-error">
          {alert}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" disabled={form.busy} data-testid="application-submit">
        <Icon name="send" size={18} />
        {form.busy ? 'Đang gửi...' : 'Gửi đơn đăng ký'}
      </button>
    </form>
  );
}
