import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { FeaturedTool } from '../home.api';
import { Shelf } from '../home.slice';
import { dataOf } from '../../../lib/remote';
import { EmptyShelf, ShelfSkeleton } from './EmptyShelf';
import { SectionHeader } from './SectionHeader';

export const TOOLS_EMPTY_TEXT = 'Phần mềm nổi bật sẽ sớm ra mắt.';

export function FeaturedTools({ shelf }: { shelf: Shelf<FeaturedTool> }) {
  const items = dataOf(shelf) ?? [];
  let body: ReactNode;
  if (items.length > 0) {
    body = (
      <ul className="home-tool-grid">
        {items.map((tool) => (
          <li key={tool.id}>
            <Link to={`/tools/${encodeURIComponent(tool.slug)}`} className="home-tool-card" data-testid="featured-tool">
              <span className="home-tool-media">
                {tool.thumbnailUrl ? (
                  <img src={tool.thumbnailUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
                ) : (
                  <Icon name="tools" size={32} />
                )}
              </span>
              <span className="home-tool-body">
                <strong className="home-tool-name">{tool.name}</strong>
                {tool.description && <span className="home-tool-text">{tool.description}</span>}
                <span className="home-tool-more">
                  Xem chi tiết
                  <Icon name="arrowRight" size={16} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  } else if (shelf.status === 'loading') {
    body = <ShelfSkeleton count={3} variant="tool" />;
  } else {
    body = (
      <EmptyShelf
        icon="tools"
        title={TOOLS_EMPTY_TEXT}
        text="Bộ công cụ seeding, quản lý fanpage và chăm sóc khách hàng đang được hoàn thiện."
        testId="featured-tools-empty"
      />
    );
  }
  return (
    <section className="home-section" aria-labelledby="tools-title">
      <div className="container">
        <SectionHeader
          id="tools-title"
          eyebrow="Phần mềm"
          title="Phần mềm nổi bật"
          lead="Công cụ giúp bạn tự động hóa việc bán hàng và chăm sóc khách hàng."
          action={
            <Link to="/tools" className="home-see-all">
              Xem tất cả Phần mềm
              <Icon name="arrowRight" size={18} />
            </Link>
          }
        />
        {body}
      </div>
    </section>
  );
}
