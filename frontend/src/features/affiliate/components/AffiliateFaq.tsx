import { Icon } from '../../../components/ui/Icon';
import { QuestionAndAnswer } from '../programme.content';

/**
 * Native disclosure widgets: `<details>`/`<summary>` are keyboard- and screen-reader-operable
 * without script, and the browser's find-in-page opens a closed answer that matches.
 * Any number may be open at once; the first starts open so the section never looks empty.
 */
export function AffiliateFaq({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <div className="aff-faq">
      {items.map((item, index) => (
        <details key={item.id} className="aff-faq-item" open={index === 0} data-testid="affiliate-faq-item">
          <summary className="aff-faq-question">
            <span>{item.question}</span>
            <Icon name="chevronDown" size={20} className="aff-faq-chevron" />
          </summary>
          <p className="aff-faq-answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
