import { discountPercent, formatCoursePrice } from '../../../../components/ui/course-format';
import { TextField } from '../../../../components/ui/FormField';
import { CourseDraft, CourseImage, ImagePick } from '../../builder-draft';
import { formatPriceInput } from '../../course-studio.format';
import { BuilderFieldProps } from './builder-context';
import { ImageField } from './ImageField';

/** What the price line will read on the course card, as the instructor types. */
function pricePreview(draft: CourseDraft): string | null {
  if (draft.price === '') return null;
  const price = Number(draft.price);
  if (price === 0) return 'Học viên thấy: Miễn phí';
  const original = draft.originalPrice === '' ? null : Number(draft.originalPrice);
  const discount = discountPercent(price, original);
  const base = `Học viên thấy: ${formatCoursePrice(price, 'VND')}`;
  return discount !== null && original !== null ? `${base} (giảm ${discount}% từ ${formatCoursePrice(original, 'VND')})` : base;
}

/** Price and original price in VND, grouped as typed, and the two course images with previews. */
export function BuilderPricing({ draft, edit, errors, clearError, disabled }: BuilderFieldProps & { draft: CourseDraft }) {
  const money = (field: 'price' | 'originalPrice') => (value: string) => {
    edit({ type: 'fieldEdited', field, value });
    clearError(field);
    clearError('originalPrice');
  };
  const image = (which: CourseImage) => (pick: ImagePick | null) => {
    edit({ type: 'imagePicked', image: which, pick });
    clearError(which);
  };
  const preview = pricePreview(draft);

  return (
    <section className="card builder-card" aria-labelledby="builder-pricing-title">
      <h2 className="card-title" id="builder-pricing-title">
        Giá bán và hình ảnh
      </h2>
      <div className="form">
        <div className="form-row">
          <TextField
            id="builder-price"
            label="Giá bán (VND)"
            required
            name="price"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ví dụ: 1.990.000 (0 là miễn phí)"
            value={formatPriceInput(draft.price)}
            onChange={money('price')}
            error={errors.price}
            testId="builder-error-price"
            disabled={disabled}
          />
          <TextField
            id="builder-original-price"
            label="Giá gốc (VND)"
            optional
            name="originalPrice"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Giá gạch ngang, không thấp hơn giá bán"
            value={formatPriceInput(draft.originalPrice)}
            onChange={money('originalPrice')}
            error={errors.originalPrice}
            testId="builder-error-originalPrice"
            disabled={disabled}
          />
        </div>
        {preview && (
          <p className="builder-hint builder-price-preview" data-testid="builder-price-preview">
            {preview}
          </p>
        )}
        <div className="builder-images">
          <ImageField
            id="courseThumbnail"
            label="Ảnh bìa khóa học"
            hint="Ảnh ngang 16:9, tối thiểu 960 px chiều rộng; JPG, PNG hoặc WebP, tối đa 5 MB."
            slot={draft.courseThumbnail}
            aspect="16 / 9"
            onPick={image('courseThumbnail')}
            error={errors.courseThumbnail}
            disabled={disabled}
            testId="builder-course-thumbnail"
          />
          <ImageField
            id="seoThumbnail"
            label="Ảnh chia sẻ (SEO)"
            hint="Hiện khi chia sẻ liên kết lên mạng xã hội; nên là 1200 × 630 px."
            slot={draft.seoThumbnail}
            aspect="1200 / 630"
            onPick={image('seoThumbnail')}
            error={errors.seoThumbnail}
            disabled={disabled}
            testId="builder-seo-thumbnail"
          />
        </div>
      </div>
    </section>
  );
}
