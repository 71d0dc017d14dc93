import { COURSE_LEVELS, COURSE_LEVEL_LABELS, COURSE_LIMITS, InstructorSummary } from '@academy/contracts';
import { FormField, TextField } from '../../../../components/ui/FormField';
import { CourseDraft, DetailField } from '../../builder-draft';
import { CategoryOption } from '../../course-studio.api';
import { BuilderFieldProps } from './builder-context';

interface BuilderDetailsProps extends BuilderFieldProps {
  draft: CourseDraft;
  categories: CategoryOption[];
  /** Given only when an admin creates a course: whose course it will be. */
  instructors: InstructorSummary[] | null;
}

/** Title, descriptions, category and level (and, for an admin creating, the instructor). */
export function BuilderDetails({ draft, categories, instructors, edit, errors, clearError, disabled }: BuilderDetailsProps) {
  const change = (field: DetailField) => (value: string) => {
    edit({ type: 'fieldEdited', field, value });
    clearError(field);
  };
  // A course filed under a category that was hidden since keeps it on screen, marked.
  const hiddenCategory = draft.categoryId && !categories.some((c) => c._id === draft.categoryId);

  return (
    <section className="card builder-card" aria-labelledby="builder-details-title">
      <h2 className="card-title" id="builder-details-title">
        Thông tin khóa học
      </h2>
      <div className="form">
        {instructors && (
          <FormField id="builder-instructor" label="Giảng viên phụ trách" required error={errors.instructorId} testId="builder-error-instructorId">
            {(control) => (
              <select {...control} className="select builder-select" name="instructorId" value={draft.instructorId} onChange={(e) => change('instructorId')(e.target.value)} disabled={disabled}>
                <option value="">Chọn giảng viên...</option>
                {instructors.map((instructor) => (
                  <option key={instructor._id} value={instructor._id}>
                    {instructor.name}
                    {instructor.email ? ` (${instructor.email})` : ''}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <TextField
          id="builder-title"
          label="Tên khóa học"
          required
          name="title"
          autoComplete="off"
          maxLength={COURSE_LIMITS.titleMax}
          placeholder="Ví dụ: Quảng cáo Facebook thực chiến"
          value={draft.title}
          onChange={change('title')}
          error={errors.title}
          testId="builder-error-title"
          disabled={disabled}
        />
        <FormField id="builder-short-description" label="Mô tả ngắn" optional error={errors.shortDescription} testId="builder-error-shortDescription">
          {(control) => (
            <textarea
              {...control}
              name="shortDescription"
              rows={2}
              maxLength={COURSE_LIMITS.shortDescriptionMax}
              placeholder="Một hai câu hiện trên thẻ khóa học"
              value={draft.shortDescription}
              onChange={(e) => change('shortDescription')(e.target.value)}
              disabled={disabled}
              className="builder-textarea-short"
            />
          )}
        </FormField>
        <FormField id="builder-description" label="Mô tả chi tiết" optional error={errors.description} testId="builder-error-description">
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={6}
              maxLength={COURSE_LIMITS.descriptionMax}
              placeholder="Học viên sẽ học được gì, dành cho ai, cần chuẩn bị gì..."
              value={draft.description}
              onChange={(e) => change('description')(e.target.value)}
              disabled={disabled}
            />
          )}
        </FormField>
        <div className="form-row">
          <FormField id="builder-category" label="Danh mục" optional error={errors.categoryId} testId="builder-error-categoryId">
            {(control) => (
              <select {...control} className="select builder-select" name="categoryId" value={draft.categoryId} onChange={(e) => change('categoryId')(e.target.value)} disabled={disabled}>
                <option value="">Không thuộc danh mục nào</option>
                {categories.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
                {hiddenCategory && <option value={draft.categoryId}>(Danh mục đang ẩn: hãy chọn danh mục khác)</option>}
              </select>
            )}
          </FormField>
          <FormField id="builder-level" label="Trình độ" error={errors.level} testId="builder-error-level">
            {(control) => (
              <select {...control} className="select builder-select" name="level" value={draft.level} onChange={(e) => change('level')(e.target.value)} disabled={disabled}>
                {COURSE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {COURSE_LEVEL_LABELS[level]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
    </section>
  );
}
