import { useDispatch, useSelector } from 'react-redux';
import { FormField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { useForm } from '../../../lib/use-form';
import { selectContactSubmission } from '../contact.selectors';
import { contactActions } from '../contact.slice';
import { CONTACT_FORM } from '../contact.validation';

export function ContactForm() {
  const dispatch = useDispatch();
  // A successful send empties the form; the success toast tells the user it went through.
  const form = useForm(CONTACT_FORM, {
    submission: useSelector(selectContactSubmission),
    onSubmit: (request) => dispatch(contactActions.messageSubmitted(request)),
    resetOnSuccess: true,
  });
  const { values, errors } = form;

  return (
    <form className="form contact-form" onSubmit={form.submit} noValidate data-testid="contact-form">
      <div className="form-row">
        <TextField
          id="contact-name"
          label="Họ và tên"
          error={errors.name}
          testId="contact-error-name"
          name="name"
          autoComplete="name"
          placeholder="Nguyễn Văn A"
          value={values.name}
          onChange={form.edit('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          error={errors.email}
          testId="contact-error-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="ban@example.com"
          value={values.email}
          onChange={form.edit('email')}
        />
      </div>
      <PhoneField
        id="contact-phone"
        optional
        error={errors.phone}
        testId="contact-error-phone"
        name="phone"
        value={values.phone}
        onChange={form.edit('phone')}
      />
      <FormField id="contact-message" label="Nội dung" error={errors.message} testId="contact-error-message">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            placeholder="Bạn cần chúng tôi hỗ trợ điều gì?"
            value={values.message}
            onChange={(e) => form.edit('message')(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-lg" disabled={form.busy} data-testid="contact-submit">
        <Icon name="send" size={18} />
        {form.busy ? 'Đang gửi...' : 'Gửi tin nhắn'}
      </button>
    </form>
  );
}
