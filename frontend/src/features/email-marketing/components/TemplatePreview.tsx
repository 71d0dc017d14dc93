import { SAMPLE_TEMPLATE_VALUES, TEMPLATE_VARIABLE_NAMES, TEMPLATE_VARIABLES, TemplateValues, TemplateVariable } from '@academy/contracts';
import { useMemo } from 'react';
import { previewDocument, previewTemplate } from '../template-form';

interface TemplatePreviewProps {
  subject: string;
  body: string;
  sample: Required<TemplateValues>;
  onSampleChange(variable: TemplateVariable, value: string): void;
  onSampleReset(): void;
}

/**
 * The email as the sample learner gets it, rendered by the contracts' `renderTemplate` (what the
 * sending worker runs). The HTML goes into a sandboxed frame (no scripts, no same-origin access,
 * no navigation of the admin's page), never into this page's own DOM.
 */
export function TemplatePreview({ subject, body, sample, onSampleChange, onSampleReset }: TemplatePreviewProps) {
  const preview = useMemo(() => previewTemplate(subject, body, sample), [subject, body, sample]);
  const changed = TEMPLATE_VARIABLE_NAMES.some((variable) => sample[variable] !== SAMPLE_TEMPLATE_VALUES[variable]);

  return (
    <section className="em-preview" aria-labelledby="em-preview-title" data-testid="template-preview">
      <h3 className="em-preview-title" id="em-preview-title">
        Xem trước
      </h3>
      {preview.ok ? (
        <div className="em-mail">
          <p className="em-mail-subject">
            <span className="muted">Tiêu đề:</span> <strong data-testid="template-preview-subject">{preview.subject}</strong>
          </p>
          {/* A new frame per version: Chromium keeps showing the first document when srcdoc changes before it has loaded. */}
          <iframe key={preview.html} className="em-mail-frame" title="Xem trước nội dung email" sandbox="" srcDoc={previewDocument(preview.html)} data-testid="template-preview-frame" />
        </div>
      ) : (
        <p className="alert alert-warning" role="status" data-testid="template-preview-problem">
          {preview.problem}
        </p>
      )}
      <details className="em-sample">
        <summary>Dữ liệu mẫu dùng để xem trước</summary>
        <div className="em-sample-grid">
          {TEMPLATE_VARIABLE_NAMES.map((variable) => (
            <label key={variable} className="em-sample-field">
              <span>{TEMPLATE_VARIABLES[variable]}</span>
              <input value={sample[variable]} onChange={(e) => onSampleChange(variable, e.target.value)} data-testid={`template-sample-${variable}`} />
            </label>
          ))}
        </div>
        {changed && (
          <button type="button" className="link-btn" onClick={onSampleReset}>
            Khôi phục dữ liệu mẫu
          </button>
        )}
      </details>
    </section>
  );
}
