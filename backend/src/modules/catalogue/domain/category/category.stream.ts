export const toCategoryStreamId = (categoryId: string) => `catalogue_category-${categoryId}`;

/** One stream per slug: appending its first event with `no_stream` is what makes a slug unique. */
export const toCategorySlugStreamId = (slug: string) => `catalogue_category_slug-${slug}`;
