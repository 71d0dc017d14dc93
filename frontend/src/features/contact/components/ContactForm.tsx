import { useDispatch, useSelector } from 'react-redux';
import { FormField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { dataOf } from '../../../lib/remote';
import { useForm } from '../../../lib/use-form';
import { selectContactSubmission } from '../contact.selectors';
import { contactActions } from '../contact.slice';
import { CONTACT_FORM } from '../contact.validation';

/**
 * A sent message is confirmed in place of the form, until the visitor asks to write another
 * (docs/decisions.md, "Polish for a first visitor"): a 2-second toast was easy to miss.
 */
export function ContactForm() {
  const dispatch = useDispatch();
  const sent = dataOf(useSelector(selectContactSubmission));
  if (!sent) return <ContactFields />;
  return (
    <div className="result-screen contact-sent" role="status" data-testid="contact-sent">
      <div className="popup-icon popup-icon-success">
        <Icon name="checkCircle" size={34} />
      </div>
      <h3 className="result-title">Đã gửi tin nhắn</h3>
      <p className="result-text" data-testid="contact-sent-message">
        {sent.message}
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => dispatch(contactActions.anotherMessageStarted())} data-testid="contact-send-another">
        <Icon name="send" size={18} />
        Gửi tin nhắn khác
      </button>
    </div>
  );
}

function ContactFields() {
  const dispatch = useDispatch();
  const form = useForm(CONTACT_FORM, {
    submission: useSelector(selectContactSubmission),
    onSubmit: (request) => dispatch(contactActions.messageSubmitted(request)),
  });
  const { values, errors } = form;
  // A field-less failure (network, server) is said here, once: no toast repeats it.
  const alert = Object.keys(errors).length === 0 ? form.formError : null;

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
      {alert && (
        <p className="alert alert-error" role="alert" data-testid="contact-send-error">
          {alert}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" disabled={form.busy} data-testid="contact-submit">
        <Icon name="send" size={18} />
        {form.busy ? 'Đang gửi...' : 'Gửi tin nhắn'}
      </button>
    </form>
  );
}
