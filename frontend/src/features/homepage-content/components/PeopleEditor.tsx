import { AdminHomepage, INSTRUCTOR_BIO_MAX, PERSON_NAME_MAX, PERSON_ROLE_MAX, TESTIMONIAL_QUOTE_MAX } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { pickedFiles } from '../../../lib/picked-files';
import { errorOf } from '../../../lib/remote';
import { selectInstructorsSubmission, selectTestimonialsSubmission } from '../homepage-content.selectors';
import { homepageContentActions } from '../homepage-content.slice';
import {
  checkPeople,
  draftsOf,
  emptyDraft,
  hasErrors,
  instructorsRequest,
  PEOPLE_MAX,
  PeopleBlock,
  PeopleErrors,
  peopleErrors,
  PersonDraft,
  photoError,
  testimonialsRequest,
} from '../people-form';

const TEXTS = {
  testimonials: {
    title: 'Testimonials',
    lead: 'Cảm nhận của học viên thật: họ tên, nghề nghiệp, lời cảm nhận, ảnh chân dung và video YouTube (nếu có). Không có cảm nhận nào thì khối này được ẩn khỏi trang chủ.',
    item: 'Cảm nhận',
    second: 'Nghề nghiệp / vai trò',
    text: 'Lời cảm nhận',
    add: 'Thêm cảm nhận',
    save: 'Lưu cảm nhận học viên',
    empty: 'Chưa có cảm nhận nào: khối "Cảm nhận học viên" đang ẩn trên trang chủ.',
  },
  instructors: {
    title: 'Instructors',
    lead: 'Giảng viên giới thiệu trên trang chủ: họ tên, chức danh, vài dòng giới thiệu và ảnh chân dung. Không có giảng viên nào thì khối này được ẩn.',
    item: 'Giảng viên',
    second: 'Chức danh',
    text: 'Giới thiệu',
    add: 'Thêm giảng viên',
    save: 'Lưu danh sách giảng viên',
    empty: 'Chưa có giảng viên nào: khối "Giảng viên" đang ẩn trên trang chủ.',
  },
} as const;

const NO_ERRORS: PeopleErrors = { items: {} };

/** The testimonials or instructors block: cards to add, edit, reorder and remove, saved as one version. */
export function PeopleEditor({ homepage, block }: { homepage: AdminHomepage; block: PeopleBlock }) {
  const dispatch = useDispatch();
  const submission = useSelector(block === 'testimonials' ? selectTestimonialsSubmission : selectInstructorsSubmission);
  const [drafts, setDrafts] = useState<PersonDraft[]>(() => draftsOf(homepage, block));
  const [errors, setErrors] = useState<PeopleErrors>(NO_ERRORS);
  const texts = TEXTS[block];
  const busy = submission.status === 'loading';
  const failure = errorOf(submission);
  const list = block === 'testimonials' ? homepage.testimonials : homepage.instructors;

  // A save, a restore or another admin's change: the cards start again from what the page now shows.
  useEffect(() => {
    setDrafts(draftsOf(homepage, block));
    setErrors(NO_ERRORS);
  }, [homepage.version, list, block]);

  // The server's field errors land on their cards.
  useEffect(() => {
    if (failure?.fields && Object.keys(failure.fields).length > 0) setErrors(peopleErrors(failure.fields));
  }, [failure, block]);

  const change = (index: number, patch: Partial<PersonDraft>) => {
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
    setErrors((current) => (current.items[index] ? { ...current, items: { ...current.items, [index]: {} } } : current));
  };
  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const remove = (index: number) => {
    setDrafts((current) => current.filter((_, i) => i !== index));
    setErrors(NO_ERRORS);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkPeople(block, drafts);
    setErrors(found);
    if (hasErrors(found)) return;
    const photoKeys = drafts.map((d) => (d.photo ? pickedFiles.keep(d.photo) : null));
    if (block === 'testimonials') dispatch(homepageContentActions.testimonialsSubmitted({ items: testimonialsRequest(drafts), photoKeys }));
    else dispatch(homepageContentActions.instructorsSubmitted({ items: instructorsRequest(drafts), photoKeys }));
  };

  const full = drafts.length >= PEOPLE_MAX[block];
  // A refusal without field errors (a photo that does not decode, a stale screen) is said under the list.
  const formError = errors.list ?? (failure && Object.keys(failure.fields ?? {}).length === 0 ? failure.message : null);

  return (
    <section className="card hp-block" aria-labelledby={`hp-${block}-title`} data-testid={`${block}-editor`}>
      <header className="hp-block-head">
        <h2 id={`hp-${block}-title`}>{texts.title}</h2>
        <p className="muted">{texts.lead}</p>
      </header>
      <form className="form hp-people" onSubmit={submit} noValidate data-testid={`${block}-form`}>
        {drafts.length === 0 && <p className="hp-people-empty muted">{texts.empty}</p>}
        <ol className="hp-people-list">
          {drafts.map((draft, index) => {
            const itemErrors = errors.items[index] ?? {};
            const id = `${block}-${draft.key}`;
            return (
              <li key={draft.key} className="hp-person card" data-testid={`${block}-item`}>
                <div className="hp-person-head">
                  <strong>
                    {texts.item} {index + 1}
                  </strong>
                  <div className="hp-person-tools">
                    <button type="button" className="btn btn-secondary" onClick={() => move(index, -1)} disabled={busy || index === 0} aria-label={`Đưa ${texts.item.toLowerCase()} ${index + 1} lên trên`}>
                      ↑
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => move(index, 1)} disabled={busy || index === drafts.length - 1} aria-label={`Đưa ${texts.item.toLowerCase()} ${index + 1} xuống dưới`}>
                      ↓
                    </button>
                    <button type="button" className="btn btn-ghost hp-person-remove" onClick={() => remove(index)} disabled={busy} data-testid={`${block}-remove`}>
                      <Icon name="trash" size={16} /> Xóa
                    </button>
                  </div>
                </div>
                <div className="hp-person-grid">
                  <div className="hp-person-photo">
                    <ImagePicker
                      id={`${id}-photo`}
                      label="Ảnh chân dung"
                      file={draft.photo}
                      currentUrl={draft.photoUrl}
                      hint="Không bắt buộc. JPG, PNG, WebP, GIF hoặc AVIF, tối đa 5 MB; ảnh vuông là đẹp nhất."
                      error={itemErrors.photo}
                      disabled={busy}
                      onPick={(file) => {
                        const problem = photoError(file);
                        change(index, { photo: problem ? null : file });
                        if (problem) setErrors((current) => ({ ...current, items: { ...current.items, [index]: { photo: problem } } }));
                      }}
                      testId={`${block}-photo-${index}`}
                    />
                    {(draft.photo || draft.photoUrl) && (
                      <button type="button" className="btn btn-ghost hp-person-unphoto" onClick={() => change(index, { photo: null, photoUrl: null })} disabled={busy}>
                        Gỡ ảnh
                      </button>
                    )}
                  </div>
                  <div className="hp-person-fields">
                    <TextField id={`${id}-name`} label="Họ tên" required name="name" value={draft.name} onChange={(name) => change(index, { name })} error={itemErrors.name} maxLength={PERSON_NAME_MAX} testId={`${block}-error-name-${index}`} />
                    <TextField id={`${id}-second`} label={texts.second} optional name="second" value={draft.second} onChange={(second) => change(index, { second })} error={itemErrors.second} maxLength={PERSON_ROLE_MAX} />
                    <FormField id={`${id}-text`} label={texts.text} required={block === 'testimonials'} optional={block === 'instructors'} error={itemErrors.text}>
                      {(control) => (
                        <textarea
                          {...control}
                          rows={3}
                          maxLength={block === 'testimonials' ? TESTIMONIAL_QUOTE_MAX : INSTRUCTOR_BIO_MAX}
                          value={draft.text}
                          onChange={(e) => change(index, { text: e.target.value })}
                          data-testid={`${block}-text-${index}`}
                        />
                      )}
                    </FormField>
                    {block === 'testimonials' && (
                      <TextField
                        id={`${id}-video`}
                        label="Video YouTube (mã video hoặc đường dẫn)"
                        optional
                        name="video"
                        value={draft.video}
                        onChange={(video) => change(index, { video })}
                        error={itemErrors.video}
                        placeholder="https://youtu.be/..."
                        testId={`${block}-error-video-${index}`}
                      />
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <button type="button" className="btn btn-secondary" onClick={() => setDrafts((current) => [...current, emptyDraft()])} disabled={busy || full} data-testid={`${block}-add`}>
          <Icon name="plus" size={16} /> {texts.add}
        </button>
        {full && <p className="muted">Đã đủ {PEOPLE_MAX[block]} mục, số tối đa của khối này.</p>}
        {formError && (
          <p className="alert alert-error" role="alert" data-testid={`${block}-form-error`}>
            {formError}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`${block}-save`}>
            {busy ? 'Đang lưu...' : texts.save}
          </button>
        </div>
      </form>
    </section>
  );
}
