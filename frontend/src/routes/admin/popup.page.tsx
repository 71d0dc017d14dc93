import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminPopupPage() {
  return <PagePlaceholder title="Popup quảng cáo" />;
}
