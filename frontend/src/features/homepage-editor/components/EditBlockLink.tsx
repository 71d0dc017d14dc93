import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';

/** The editor's blocks (/admin/edit?block=…). */
export type EditableBlock = 'hero' | 'featured' | 'testimonials' | 'instructors';

const LABELS: Record<EditableBlock, string> = { hero: 'phần Hero', featured: 'khóa học nổi bật', testimonials: 'cảm nhận học viên', instructors: 'giảng viên' };

/** On the home page in editing mode: opens the editor at this block. */
export function EditBlockLink({ block }: { block: EditableBlock }) {
  return (
    <Link to={`/admin/edit?block=${block}`} className="btn btn-secondary home-edit-link" data-testid={`edit-block-${block}`}>
      <Icon name="pencil" size={16} />
      Sửa {LABELS[block]}
    </Link>
  );
}
