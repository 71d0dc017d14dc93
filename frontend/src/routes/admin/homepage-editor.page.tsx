import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { HomepageEditor } from '../../features/homepage-content/components/HomepageEditor';
import { HOMEPAGE_BLOCKS, HomepageBlock } from '../../features/homepage-content/homepage-content.slice';

/** Spec part 1 sections 2.4 and 2.5: /admin/edit, the homepage editor; the block is kept in the address (?block=featured). */
export function AdminHomepageEditorPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = params.get('block');
  const block: HomepageBlock = HOMEPAGE_BLOCKS.find((known) => known === asked) ?? 'hero';
  // Back where the admin came from (the home page's editing mode, the menu); opened directly, to the home page.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <>
      <PageHeader title="Chỉnh sửa trang chủ" description="Mỗi thay đổi được ghi lại cùng người sửa và thời điểm; có thể khôi phục bất kỳ phiên bản nào trước đó." />
      <HomepageEditor block={block} onBlockChange={(next) => setParams({ block: next }, { replace: true })} onBack={back} />
    </>
  );
}
