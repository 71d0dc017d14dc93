import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CatalogueQuery, catalogueSearchParams, readCatalogueQuery } from './catalogue-query';

/**
 * The URL is where the catalogue's query lives, so a filtered page can be shared, reloaded and
 * walked with Back. `replace` is for typing, which should not fill the history.
 */
export function useCatalogueUrl() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // One object per distinct URL, so effects follow the query and not each render.
  const query = useMemo(() => readCatalogueQuery(new URLSearchParams(key)), [key]);
  const change = useCallback(
    (next: Partial<CatalogueQuery>, options: { replace?: boolean } = {}) => {
      setParams(catalogueSearchParams({ ...query, page: 1, ...next }), { replace: options.replace ?? false });
    },
    [query, setParams],
  );
  return { query, change };
}
