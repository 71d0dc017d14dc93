import { COURSE_LIMITS } from '@academy/contracts';
import { FormField, TextField } from '../../../../components/ui/FormField';
import { CourseDraft } from '../../builder-draft';
import { BuilderFieldProps } from './builder-context';

/** The title and description search engines and shared links show; the course's own when left empty. */
export function BuilderSeo({ draft, edit, errors, clearError, disabled }: BuilderFieldProps & { draft: CourseDraft }) {
  return (
    <section className="card builder-card" aria-labelledby="builder-seo-title">
      <h2 className="card-title" id="builder-seo-title">
        SEO
      </h2>
      <p className="muted builder-card-lead">Để trống để dùng tên và mô tả ngắn của khóa học.</p>
      <div className="form">
        <TextField
          id="builder-seo-title-field"
          label="Tiêu đề SEO"
          optional
          name="seo.title"
          autoComplete="off"
          maxLength={COURSE_LIMITS.seoTitleMax}
          placeholder={draft.title || 'Tiêu đề hiện trên Google'}
          value={draft.seoTitle}
          onChange={(value) => {
            edit({ type: 'fieldEdited', field: 'seoTitle', value });
            clearError('seo.title');
          }}
          error={errors['seo.title']}
          testId="builder-error-seo-title"
          disabled={disabled}
        />
        <FormField id="builder-seo-description" label="Mô tả SEO" optional error={errors['seo.description']} testId="builder-error-seo-description">
          {(control) => (
            <textarea
              {...control}
              name="seo.description"
              rows={3}
              maxLength={COURSE_LIMITS.seoDescriptionMax}
              placeholder={draft.shortDescription || 'Mô tả hiện dưới tiêu đề trên Google'}
              value={draft.seoDescription}
              onChange={(e) => {
                edit({ type: 'fieldEdited', field: 'seoDescription', value: e.target.value });
                clearError('seo.description');
              }}
              disabled={disabled}
              className="builder-textarea-short"
            />
          )}
        </FormField>
        <p className="builder-hint">
          {draft.seoTitle.length}/{COURSE_LIMITS.seoTitleMax} ký tự tiêu đề · {draft.seoDescription.length}/{COURSE_LIMITS.seoDescriptionMax} ký tự mô tả
        </p>
      </div>
    </section>
  );
}
