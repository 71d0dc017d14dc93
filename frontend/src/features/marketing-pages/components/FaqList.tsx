import '../../../styles/marketing-pages.css';
import { Icon } from '../../../components/ui/Icon';
import type { QuestionAndAnswer } from '../marketing-content';

/**
 * Native disclosure widgets: `<details>`/`<summary>` are keyboard- and screen-reader-operable
 * without script, and the browser's find-in-page opens a closed answer that matches.
 * Any number may be open at once; the first starts open so the section never looks empty.
 */
export function FaqList({ items, itemTestId = 'faq-item' }: { items: readonly QuestionAndAnswer[]; itemTestId?: string }) {
  return (
    <div className="mkt-faq">
      {items.map((item, index) => (
        <details key={item.id} className="mkt-faq-item" open={index === 0} data-testid={itemTestId}>
          <summary className="mkt-faq-question">
            <span>{item.question}</span>
            <Icon name="chevronDown" size={20} className="mkt-faq-chevron" />
          </summary>
          <p className="mkt-faq-answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
