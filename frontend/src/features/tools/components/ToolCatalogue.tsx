import { TOOL_MESSAGES } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { PageSpinner, Spinner } from '../../../components/ui/Spinner';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectToolCatalogue } from '../tools.selectors';
import { toolCatalogue } from '../tools.slice';
import { ToolCard } from './ToolCard';
import '../../../components/ui/search-pill.css';
import './tools.css';

const { actions } = toolCatalogue;

/** /tools: the search box (followed 500 ms after typing pauses), the cards, the page numbers. */
export function ToolCatalogue() {
  const dispatch = useDispatch();
  const list = useSelector(selectToolCatalogue);
  const page = dataOf(list.result);
  const failure = errorOf(list.result);
  const loading = list.result.status === 'loading';

  // Spec part 2 §4: the tool list loads once, when it has never loaded.
  useEffect(() => {
    if (list.result.status === 'idle') dispatch(actions.opened());
  }, [dispatch, list.result.status]);

  return (
    <div className="tool-catalogue">
      <div className="search-pill tool-search" role="search">
        <Icon name="search" size={20} />
        <label className="visually-hidden" htmlFor="tool-search-input">
          {TOOL_MESSAGES.searchPlaceholder}
        </label>
        <input
          id="tool-search-input"
          type="search"
          name="searchTerm"
          placeholder={TOOL_MESSAGES.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          value={list.searchInput}
          onChange={(event) => dispatch(actions.searchTyped(event.target.value))}
          data-testid="tool-search"
        />
        {loading && page && <Spinner size="sm" />}
      </div>
      {failure && <LoadError variant="card" message={failure.message} onRetry={() => dispatch(actions.opened())} testId="tools-error" />}
      {!page && !failure && <PageSpinner label="Đang tải phần mềm..." />}
      {page && !failure && page.rows.length === 0 && (
        <div className="tool-empty card" data-testid="tools-empty">
          <Icon name="search" size={28} />
          <p>{TOOL_MESSAGES.catalogueEmpty}</p>
        </div>
      )}
      {page && !failure && page.rows.length > 0 && (
        <>
          <ul className={loading ? 'tool-grid is-refreshing' : 'tool-grid'} aria-busy={loading} data-testid="tool-grid">
            {page.rows.map((tool) => (
              <li key={tool._id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
          <Pagination currentPage={page.currentPage} totalPages={page.totalPages} disabled={loading} onChange={(next) => dispatch(actions.pageChanged(next))} />
        </>
      )}
    </div>
  );
}
