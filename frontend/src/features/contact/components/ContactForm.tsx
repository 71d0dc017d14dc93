import { FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, PhoneField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { selectContactSubmission } from '../contact.selectors';
import { contactActions } from '../contact.slice';
import {
  CONTACT_FIELDS,
  ContactField,
  ContactFormValues,
  EMPTY_CONTACT_FORM,
  validateContactForm,
} from '../contact.validation';

export function ContactForm() {
  const dispatch = useDispatch();
  const { status, fieldErrors, sentCount } = useSelector(selectContactSubmission);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const sending = status === 'loading';

  // A successful send empties the form; the success toast tells the user it went through.
  useEffect(() => {
    if (sentCount > 0) setValues(EMPTY_CONTACT_FORM);
  }, [sentCount]);

  const edit = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) dispatch(contactActions.messageFieldEdited(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactForm(values);
    if (result.ok) {
      dispatch(contactActions.messageSubmitted(result.request));
      return;
    }
    dispatch(contactActions.messageValidationFailed(result.fieldErrors));
    // Put the cursor where the first problem is, so keyboard and screen-reader users land on it.
    const first = CONTACT_FIELDS.find((field) => result.fieldErrors[field]);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <form className="form contact-form" onSubmit={submit} noValidate data-testid="contact-form">
      <div className="form-row">
        <TextField
          id="contact-name"
          label="Họ và tên"
          error={fieldErrors.name}
          testId="contact-error-name"
          name="name"
          autoComplete="name"
          placeholder="Nguyễn Văn A"
          value={values.name}
          onChange={edit('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          error={fieldErrors.email}
          testId="contact-error-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="ban@example.com"
          value={values.email}
          onChange={edit('email')}
        />
      </div>
      <PhoneField
        id="contact-phone"
        optional
        error={fieldErrors.phone}
        testId="contact-error-phone"
        name="phone"
        value={values.phone}
        onChange={edit('phone')}
      />
      <FormField id="contact-message" label="Nội dung" error={fieldErrors.message} testId="contact-error-message">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            placeholder="Bạn cần chúng tôi hỗ trợ điều gì?"
            value={values.message}
            onChange={(e) => edit('message')(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-lg" disabled={sending} data-testid="contact-submit">
        <Icon name="send" size={18} />
        {sending ? 'Đang gửi...' : 'Gửi tin nhắn'}
      </button>
    </form>
  );
}
