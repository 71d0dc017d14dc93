import { contactActions, contactReducer, initialContactState } from './contact.slice';

describe('contact reducer', () => {
  it('keeps field errors until that field is edited', () => {
    const invalid = contactReducer(
      initialContactState,
      contactActions.messageValidationFailed({ name: 'Vui lòng nhập họ và tên.', email: 'Vui lòng nhập email.' }),
    );
    expect(invalid.submission.status).toBe('failed');
    const edited = contactReducer(invalid, contactActions.messageFieldEdited('name'));
    expect(edited.submission.fieldErrors).toEqual({ email: 'Vui lòng nhập email.' });
  });

  it('clears errors when a valid message is submitted', () => {
    const invalid = contactReducer(initialContactState, contactActions.messageValidationFailed({ name: 'x' }));
    const sending = contactReducer(
      invalid,
      contactActions.messageSubmitted({ name: 'An', email: 'an@example.vn', message: 'Chào' }),
    );
    expect(sending.submission).toMatchObject({ status: 'loading', fieldErrors: {}, error: null });
  });

  it('changing the filter goes back to page 1', () => {
    const onPage3 = contactReducer(initialContactState, contactActions.inboxPageChanged(3));
    const filtered = contactReducer(onPage3, contactActions.inboxFilterChanged('in_progress'));
    expect(filtered.inbox).toMatchObject({ filter: 'in_progress', page: 1, status: 'loading' });
  });
});
