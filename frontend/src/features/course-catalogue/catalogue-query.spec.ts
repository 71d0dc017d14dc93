import { catalogueSearchParams, readCatalogueQuery } from './catalogue-query';

const read = (search: string) => readCatalogueQuery(new URLSearchParams(search));

describe('catalogue query in the URL', () => {
  it('reads page, category and search', () => {
    expect(read('?category=quang-cao-facebook&search=quang%20cao&page=3')).toEqual({ page: 3, category: 'quang-cao-facebook', search: 'quang cao' });
    expect(read('')).toEqual({ page: 1, category: null, search: '' });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(read('?page=0').page).toBe(1);
    expect(read('?page=2.5').page).toBe(1);
    expect(read('?page=abc').page).toBe(1);
    expect(read('?page=10001').page).toBe(1);
    expect(read('?category=<script>').category).toBeNull();
    expect(read('?category=Quang-Cao').category).toBe('quang-cao');
    expect(read(`?search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(read('?search=%20%20Qu%E1%BA%A3ng%20%20%20c%C3%A1o%20').search).toBe('Quảng cáo');
  });

  it('writes only what differs from the whole catalogue', () => {
    expect(catalogueSearchParams({ page: 1, category: null, search: '' }).toString()).toBe('');
    expect(catalogueSearchParams({ page: 2, category: 'seo', search: 'Quảng cáo' }).toString()).toBe('category=seo&search=Qu%E1%BA%A3ng+c%C3%A1o&page=2');
  });
});
