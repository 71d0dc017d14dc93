import { ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { GuideChapter } from '../marketing-content';
import '../../../styles/marketing-pages.css';

interface GuideProps {
  chapters: readonly GuideChapter[];
  tocTestId?: string;
  children: ReactNode;
}

/**
 * A long read: a sticky table of contents (above the text on phones) beside numbered chapters.
 * The page loads lazily, so a link straight to a chapter (`#tao-link`) arrives before the chapter
 * exists: the guide goes to it once rendered.
 */
export function Guide({ chapters, tocTestId, children }: GuideProps) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="container mkt-guide">
      <nav className="mkt-toc" aria-labelledby="mkt-toc-title" data-testid={tocTestId}>
        <h2 id="mkt-toc-title" className="mkt-toc-title">
          Mục lục
        </h2>
        <ol>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`}>{chapter.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mkt-guide-body">{children}</div>
    </div>
  );
}

/** One numbered chapter; its heading is the table of contents' entry. */
export function GuideChapterSection<Id extends string>({ chapters, id, children }: { chapters: readonly GuideChapter<Id>[]; id: Id; children: ReactNode }) {
  const index = chapters.findIndex((chapter) => chapter.id === id);
  return (
    <section id={id} className="mkt-guide-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {index + 1}. {chapters[index].title}
      </h2>
      {children}
    </section>
  );
}
