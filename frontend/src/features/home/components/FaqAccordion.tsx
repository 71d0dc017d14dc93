import { useId, useState } from 'react';
import { FaqItem } from '../home.content';
import { Icon } from '../../../components/ui/Icon';

/** One answer open at a time; the first is open on arrival (spec part 1 §9). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);
  const baseId = useId();
  return (
    <div className="home-faq-list">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <div key={item.id} className={open ? 'home-faq-item is-open' : 'home-faq-item'} data-testid="faq-item">
            <h3 className="home-faq-heading">
              <button
                type="button"
                id={buttonId}
                className="home-faq-question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className="home-faq-toggle" aria-hidden="true">
                  <Icon name="plus" size={18} />
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="home-faq-panel" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
