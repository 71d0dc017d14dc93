import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectEditedHomepage } from '../homepage-content.selectors';
import { HomepageBlock, homepageContentActions } from '../homepage-content.slice';
import { FeaturedCoursesEditor } from './FeaturedCoursesEditor';
import { HeroEditor } from './HeroEditor';
import { HomepageHistory } from './HomepageHistory';
import { PeopleEditor } from './PeopleEditor';
import { RestoreVersionDialog } from './RestoreVersionDialog';
import './homepage-editor.css';

const BLOCKS: { block: HomepageBlock; name: string; description: string }[] = [
  { block: 'hero', name: 'Hero Section', description: 'Tiêu đề, nút và ảnh đầu trang' },
  { block: 'featured', name: 'Featured Courses', description: 'Khóa học nổi bật' },
  { block: 'testimonials', name: 'Testimonials', description: 'Cảm nhận học viên' },
  { block: 'instructors', name: 'Instructors', description: 'Giảng viên trên trang chủ' },
];

interface HomepageEditorProps {
  block: HomepageBlock;
  onBlockChange(block: HomepageBlock): void;
  onBack(): void;
}

/** /admin/edit (spec part 1 section 2.4): a sidebar of the blocks with a back button, the chosen block's form, and the history. */
export function HomepageEditor({ block, onBlockChange, onBack }: HomepageEditorProps) {
  const dispatch = useDispatch();
  const remoteHomepage = useSelector(selectEditedHomepage);
  const homepage = dataOf(remoteHomepage);
  const failure = errorOf(remoteHomepage);

  useEffect(() => {
    dispatch(homepageContentActions.editorOpened());
  }, [dispatch]);

  return (
    <div className="hp-editor" data-testid="homepage-editor">
      <aside className="hp-sidebar card" aria-label="Các khối của trang chủ">
        <button type="button" className="btn btn-secondary hp-back" onClick={onBack} data-testid="editor-back">
          <Icon name="chevronLeft" size={18} /> Quay lại
        </button>
        <nav>
          <ul className="hp-blocks">
            {BLOCKS.map((item) => (
              <li key={item.block}>
                <button
                  type="button"
                  className={item.block === block ? 'hp-block-link is-active' : 'hp-block-link'}
                  aria-current={item.block === block ? 'page' : undefined}
                  onClick={() => onBlockChange(item.block)}
                  data-testid={`editor-block-${item.block}`}
                >
                  <span className="hp-block-name">{item.name}</span>
                  <span className="hp-block-description">{item.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {homepage && (
          <p className="hp-status muted" data-testid="editor-status">
            {homepage.version === 0
              ? 'Trang chủ đang dùng nội dung mặc định.'
              : `Phiên bản ${homepage.version}, sửa lần cuối bởi ${homepage.updatedBy?.name ?? 'tài khoản đã xóa'} lúc ${formatDateTime(homepage.updatedAt ?? '')}.`}
          </p>
        )}
        <a href="/" target="_blank" rel="noopener" className="hp-view-site">
          <Icon name="external" size={16} /> Xem trang chủ
        </a>
      </aside>
      <div className="hp-main">
        {failure && !homepage && <LoadError message={failure.message} onRetry={() => dispatch(homepageContentActions.editorOpened())} testId="editor-error" />}
        {!homepage && !failure && <p className="muted">Đang tải nội dung trang chủ...</p>}
        {homepage && block === 'hero' && <HeroEditor homepage={homepage} />}
        {homepage && block === 'featured' && <FeaturedCoursesEditor homepage={homepage} />}
        {homepage && (block === 'testimonials' || block === 'instructors') && <PeopleEditor key={block} homepage={homepage} block={block} />}
        {homepage && <HomepageHistory homepage={homepage} />}
      </div>
      <RestoreVersionDialog />
    </div>
  );
}
