import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminDiscountsPage() {
  return <PagePlaceholder title="Mã giảm giá" />;
}
