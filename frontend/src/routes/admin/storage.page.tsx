import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { StorageBrowser } from '../../features/storage/components/StorageBrowser';

/** The folder lives in the address (`?prefix=`), so Back returns to the folder before and a folder can be linked. */
export function AdminStoragePage() {
  const [params, setParams] = useSearchParams();
  const prefix = params.get('prefix') ?? '';
  const openFolder = (next: string) => setParams(next === '' ? {} : { prefix: next });
  return (
    <>
      <PageHeader
        title="Quản lý lưu trữ"
        description="Các tệp trong kho lưu trữ theo từng thư mục. Tệp đang được khóa học, phần mềm hay video dùng chỉ xóa được sau khi gỡ khỏi nơi dùng."
      />
      <StorageBrowser prefix={prefix} onOpenFolder={openFolder} />
    </>
  );
}
