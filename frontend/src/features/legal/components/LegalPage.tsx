import type { ReactNode } from 'react';
import type { LegalBlock, LegalDocument } from '../legal-document';
import './legal.css';

/** dd/mm/yyyy from the version's day. */
const effectiveDay = (version: string) => version.split('-').reverse().join('/');

function Block({ block, controller }: { block: LegalBlock; controller: ReactNode }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <>{controller}</>;
}

/**
 * A legal text with its version and effective day, a table of contents that links to each section
 * (a list on phones, a sticky column on wide screens), and the academy's contact block where the
 * text asks for it (`controller`, from the academy's settings).
 */
export function LegalPage({ document, controller, testId }: { document: LegalDocument; controller: ReactNode; testId: string }) {
  return (
    <article className="legal container" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="legal-head">
        <h1 id={`${testId}-title`}>{document.title}</h1>
        <p className="legal-version" data-testid="legal-version">
          Phiên bản {document.version} · Có hiệu lực từ ngày {effectiveDay(document.version)}
        </p>
        <p className="legal-intro">{document.intro}</p>
      </header>
      <div className="legal-body">
        <nav className="legal-toc" aria-label="Mục lục" data-testid="legal-toc">
          <p className="legal-toc-title">Mục lục</p>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-sections">
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} controller={controller} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
