import { AdminHomepage, COURSE_COUNT_TOKEN, HERO_BADGE_MAX, HERO_BUTTON_TEXT_MAX, HERO_SUBTITLE_MAX, HERO_TITLE_MAX } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, TextField } from '../../../components/ui/FormField';
import { ImagePicker, useImagePreview } from '../../../components/ui/ImagePicker';
import { pickedFiles } from '../../../lib/picked-files';
import { useForm } from '../../../lib/use-form';
import { heroForm, heroImageError, heroValues, phrasesOf } from '../hero-form';
import { selectHeroSubmission } from '../homepage-content.selectors';
import { homepageContentActions } from '../homepage-content.slice';

/** The hero block: its texts, the button and the picture, with a preview of how visitors will see it. */
export function HeroEditor({ homepage }: { homepage: AdminHomepage }) {
  const dispatch = useDispatch();
  const submission = useSelector(selectHeroSubmission);
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const form = useForm(heroForm(heroValues(homepage.hero), file), {
    submission,
    onSubmit: (request) => dispatch(homepageContentActions.heroSubmitted({ form: request, imageKey: file ? pickedFiles.keep(file) : null })),
  });
  const { values, errors, busy, reset } = form;

  // A save, a restore or another admin's change: the form starts again from what the page now shows.
  useEffect(() => {
    reset(heroValues(homepage.hero));
    setFile(null);
    setPickError(undefined);
  }, [homepage.version, homepage.hero, reset]);

  const pick = (picked: File) => {
    const problem = heroImageError(picked);
    setPickError(problem);
    setFile(problem ? null : picked);
    form.edit('image')('');
  };
  const removing = values.removeImage === 'true' && !file;
  const preview = useImagePreview(file) ?? (removing ? null : homepage.hero.imageUrl);
  const phrases = phrasesOf(values.typingPhrases);

  return (
    <section className="card hp-block" aria-labelledby="hp-hero-title" data-testid="hero-editor">
      <header className="hp-block-head">
        <h2 id="hp-hero-title">Hero Section</h2>
        <p className="muted">Phần đầu trang chủ: nhãn nổi bật, tiêu đề với các cụm từ chạy chữ, mô tả, nút và ảnh.</p>
      </header>
      <div className="hp-hero-layout">
        <form className="form" onSubmit={form.submit} noValidate data-testid="hero-form">
          <TextField id="hero-badge" label="Nhãn nổi bật" optional name="badge" value={values.badge} onChange={form.edit('badge')} error={errors.badge} maxLength={HERO_BADGE_MAX} />
          <p className="muted hp-hint" data-testid="hero-badge-hint">
            Viết {COURSE_COUNT_TOKEN} để hiện số khóa học đang mở bán; khi chưa có khóa học nào đang bán, nhãn có {COURSE_COUNT_TOKEN} được ẩn.
          </p>
          <TextField id="hero-title" label="Tiêu đề" required name="title" value={values.title} onChange={form.edit('title')} error={errors.title} maxLength={HERO_TITLE_MAX} testId="hero-error-title" />
          <FormField id="hero-phrases" label="Cụm từ chạy chữ sau tiêu đề (mỗi dòng một cụm, tối đa 6)" optional error={errors.typingPhrases}>
            {(control) => (
              <textarea {...control} name="typingPhrases" rows={4} value={values.typingPhrases} onChange={(e) => form.edit('typingPhrases')(e.target.value)} data-testid="hero-phrases" />
            )}
          </FormField>
          <FormField id="hero-subtitle" label="Mô tả" optional error={errors.subtitle}>
            {(control) => (
              <textarea {...control} name="subtitle" rows={3} maxLength={HERO_SUBTITLE_MAX} value={values.subtitle} onChange={(e) => form.edit('subtitle')(e.target.value)} data-testid="hero-subtitle" />
            )}
          </FormField>
          <div className="form-row">
            <TextField id="hero-button-text" label="Chữ trên nút" required name="buttonText" value={values.buttonText} onChange={form.edit('buttonText')} error={errors.buttonText} maxLength={HERO_BUTTON_TEXT_MAX} />
            <TextField
              id="hero-button-link"
              label="Liên kết của nút"
              required
              name="buttonLink"
              value={values.buttonLink}
              onChange={form.edit('buttonLink')}
              error={errors.buttonLink}
              placeholder="/courses hoặc https://..."
              testId="hero-error-button-link"
            />
          </div>
          <ImagePicker
            id="hero-image"
            label="Ảnh"
            file={file}
            currentUrl={removing ? null : homepage.hero.imageUrl}
            hint="Không bắt buộc. JPG, PNG, WebP, GIF hoặc AVIF, tối đa 8 MB; nên dùng ảnh ngang rộng từ 1200px."
            error={pickError ?? errors.image}
            disabled={busy}
            onPick={pick}
            testId="hero-image"
          />
          {homepage.hero.imageUrl && !file && (
            <label className="hp-check">
              <input type="checkbox" name="removeImage" checked={values.removeImage === 'true'} onChange={(e) => form.edit('removeImage')(String(e.target.checked))} data-testid="hero-remove-image" />
              Gỡ ảnh hiện tại
            </label>
          )}
          {form.formError && (
            <p className="alert alert-error" role="alert" data-testid="hero-form-error">
              {form.formError}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="hero-save">
              {busy ? 'Đang lưu...' : 'Lưu phần Hero'}
            </button>
          </div>
        </form>
        <div className="hp-hero-preview-wrap">
          <span className="hp-preview-label">Xem trước</span>
          <div className="hp-hero-preview" data-testid="hero-preview">
            {values.badge.trim() && <span className="hp-hero-preview-badge">{values.badge.trim()}</span>}
            <p className="hp-hero-preview-title">
              {values.title.trim() || 'Tiêu đề'} {phrases[0] && <span className="hp-hero-preview-typed">{phrases[0]}</span>}
            </p>
            {values.subtitle.trim() && <p className="hp-hero-preview-lead">{values.subtitle.trim()}</p>}
            <span className="hp-hero-preview-button">{values.buttonText.trim() || 'Nút'}</span>
            {preview && <img src={preview} alt="" className="hp-hero-preview-image" data-testid="hero-preview-image" />}
          </div>
        </div>
      </div>
    </section>
  );
}
