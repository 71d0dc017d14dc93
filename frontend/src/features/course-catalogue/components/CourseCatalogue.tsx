import { CourseSummary } from '@academy/contracts';
import { ReactNode, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { formatCount } from '../../../components/ui/course-format';
import { dataOf, errorOf } from '../../../lib/remote';
import { ALL_COURSES, isFiltered } from '../catalogue-query';
import { selectCatalogueCategories, selectCatalogueList } from '../course-catalogue.selectors';
import { courseCatalogueActions } from '../course-catalogue.slice';
import { useCatalogueUrl } from '../use-catalogue-url';
import { CatalogueEmpty } from './CatalogueEmpty';
import { CatalogueSearch } from './CatalogueSearch';
import { CategoryFilter } from './CategoryFilter';
import { CourseResults, CourseResultsLoading } from './CourseResults';
import './course-catalogue.css';

/** /courses: search, category chips, a page of course cards and the page numbers, all in the URL. */
export function CourseCatalogue({ courseActions }: { courseActions?: (course: CourseSummary) => ReactNode } = {}) {
  const dispatch = useDispatch();
  const { query, change } = useCatalogueUrl();
  const list = useSelector(selectCatalogueList);
  const categories = dataOf(useSelector(selectCatalogueCategories)) ?? [];
  const top = useRef<HTMLDivElement>(null);
  const page = dataOf(list);
  const failure = errorOf(list);

  useEffect(() => {
    dispatch(courseCatalogueActions.catalogueViewed(query));
  }, [dispatch, query]);

  // A page past the end (an old link, fewer courses now) shows the last page instead of nothing.
  const lastPage = list.status === 'succeeded' ? list.data.pagination.totalPages : 0;
  useEffect(() => {
    if (lastPage >= 1 && query.page > lastPage) change({ page: lastPage }, { replace: true });
  }, [lastPage, query.page, change]);

  const goToPage = (next: number) => {
    change({ page: next });
    // The page numbers sit under the cards: bring the new page's first row into view.
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="catalogue" ref={top}>
      <div className="catalogue-toolbar">
        <CatalogueSearch value={query.search} onSearch={(search) => change({ search }, { replace: true })} />
        {categories.length > 0 && <CategoryFilter categories={categories} selected={query.category} onSelect={(category) => change({ category })} />}
      </div>
      {/* Drawn while the first page loads too (empty, its height kept), so the cards never move down when it fills. */}
      {!failure && (
        <p className="catalogue-count" aria-live="polite" data-testid="catalogue-count">
          {page && page.pagination.totalItems > 0 && `${formatCount(page.pagination.totalItems)} khóa học`}
          {page && query.search && page.pagination.totalItems > 0 && <> cho “{query.search}”</>}
        </p>
      )}
      {failure && <LoadError variant="card" message={failure.message} onRetry={() => dispatch(courseCatalogueActions.catalogueRetried())} testId="catalogue-error" />}
      {!page && !failure && <CourseResultsLoading />}
      {page && !failure && page.courses.length === 0 && <CatalogueEmpty filtered={isFiltered(query)} onReset={() => change(ALL_COURSES)} />}
      {page && !failure && page.courses.length > 0 && (
        <>
          <CourseResults courses={page.courses} refreshing={list.status === 'loading'} courseActions={courseActions} />
          <Pagination currentPage={page.pagination.currentPage} totalPages={page.pagination.totalPages} onChange={goToPage} disabled={list.status === 'loading'} />
        </>
      )}
    </div>
  );
}
