import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminBonusCodesPage() {
  return <PagePlaceholder title="Mã thưởng" />;
}
