import { Category } from '@academy/contracts';

interface CategoryFilterProps {
  categories: Category[];
  /** The chosen category's slug, or null for all. */
  selected: string | null;
  onSelect(slug: string | null): void;
}

/** One chip per shown category, 'Tất cả' first; a row that scrolls sideways on a phone. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const chip = (slug: string | null, label: string) => (
    <li key={slug ?? 'all'}>
      <button
        type="button"
        className={selected === slug ? 'catalogue-chip is-active' : 'catalogue-chip'}
        aria-pressed={selected === slug}
        onClick={() => onSelect(slug)}
        data-testid="category-chip"
        data-category={slug ?? ''}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className="catalogue-chips" aria-label="Lọc theo danh mục">
      <ul>
        {chip(null, 'Tất cả')}
        {categories.map((category) => chip(category.slug, category.name))}
      </ul>
    </nav>
  );
}
