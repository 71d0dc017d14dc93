import { useParams } from 'react-router-dom';
import { ToolPage } from '../features/tools/components/ToolPage';

/** Spec part 2 §2: /tools/{slug}, a tool with its plans. */
export function ToolDetailPage() {
  const { slug = '' } = useParams();
  return <ToolPage slug={slug} />;
}
