import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ListFilters, PagedList, PagedListState, listTotal } from './paged-list';

/**
 * A list screen's link to its state: loads the list when the screen opens, and hands out the
 * events its toolbar and `<PagedTable {...table}>` send.
 */
export function usePagedList<Row, F extends ListFilters, S>(list: PagedList<Row, F>, select: (state: S) => PagedListState<Row, F>) {
  const dispatch = useDispatch();
  const state = useSelector(select);
  const { actions } = list;

  useEffect(() => {
    dispatch(actions.opened());
  }, [dispatch, actions]);

  return {
    state,
    total: listTotal(state),
    table: {
      list: state,
      onRetry: () => dispatch(actions.opened()),
      onPageChange: (page: number) => dispatch(actions.pageChanged(page)),
    },
    filter: (change: Partial<F>) => dispatch(actions.filterChanged(change)),
    search: (text: string) => dispatch(actions.searchTyped(text)),
  };
}
