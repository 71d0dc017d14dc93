import { FormEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { SEARCH_MAX, tidySearch } from '../catalogue-query';
import '../../../components/ui/search-pill.css';

/** The list follows the box once typing pauses this long (spec part 2 §9: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 450;

interface CatalogueSearchProps {
  /** The search the list shows (from the URL). */
  value: string;
  onSearch(value: string): void;
}

/** The search box: debounced while typing, at once on Enter; follows the URL when it changes elsewhere. */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const [text, setText] = useState(value);
  const typed = useRef(false);

  // Back, a reset or a chip changed the URL: show its search, unless it is what is being typed.
  useEffect(() => {
    setText((current) => (tidySearch(current) === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (!typed.current) return undefined;
    const timer = setTimeout(() => {
      if (tidySearch(text) !== value) onSearch(tidySearch(text));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tidySearch(text) !== value) onSearch(tidySearch(text));
  };

  return (
    <form className="search-pill catalogue-search" role="search" onSubmit={submit}>
      <Icon name="search" size={20} />
      <label className="visually-hidden" htmlFor="catalogue-search-input">
        Tìm kiếm khóa học
      </label>
      <input
        id="catalogue-search-input"
        type="search"
        name="search"
        placeholder="Tìm kiếm khóa học"
        autoComplete="off"
        maxLength={SEARCH_MAX}
        value={text}
        onChange={(e) => {
          typed.current = true;
          setText(e.target.value);
        }}
        data-testid="catalogue-search"
      />
      {text && (
        <button
          type="button"
          className="catalogue-search-clear"
          aria-label="Xóa từ khóa"
          onClick={() => {
            setText('');
            if (value) onSearch('');
          }}
          data-testid="catalogue-search-clear"
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </form>
  );
}
