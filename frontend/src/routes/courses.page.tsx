import { courseCartItem } from '../features/cart/cart-items';
import { AddToCartButtons } from '../features/cart/components/AddToCartButtons';
import { CourseCatalogue } from '../features/course-catalogue/components/CourseCatalogue';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec part 2 §2: /courses, the public course list. */
export function CoursesPage() {
  useDocumentTitle('Khóa học');
  return (
    <>
      <header className="catalogue-hero">
        <div className="container">
          <h1>Khám phá khóa học</h1>
          <p>Khóa học marketing thực chiến từ những người đang làm nghề: quảng cáo, bán hàng đa kênh, nội dung và tăng trưởng.</p>
        </div>
      </header>
      <div className="container">
        <CourseCatalogue courseActions={(course) => <AddToCartButtons item={courseCartItem(course)} size="compact" />} />
      </div>
    </>
  );
}
