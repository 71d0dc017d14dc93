import { TOOL_MESSAGES } from '@academy/contracts';
import { ToolCatalogue } from '../features/tools/components/ToolCatalogue';
import { useDocumentTitle } from '../lib/use-document-title';

/** Spec part 2 §2: /tools, the software catalogue. */
export function ToolsPage() {
  useDocumentTitle('Phần mềm');
  return (
    <>
      <header className="tools-hero">
        <div className="container">
          <h1>{TOOL_MESSAGES.catalogueTitle}</h1>
          <p>Công cụ giúp bạn tự động hóa bán hàng, quản lý fanpage và chăm sóc khách hàng: chọn gói theo tháng hoặc trọn đời.</p>
        </div>
      </header>
      <div className="container">
        <ToolCatalogue />
      </div>
    </>
  );
}
