import type { Project } from "~/content/schemas/project";
import { siteLabels } from "~/content/site-labels";

/** The filter's first option, and the URL's value when no category is chosen. */
export const ALL_CATEGORIES = "all";

/** `slug` is the category's key (the same in every language): its value in `?category=`. */
export type CategoryOption = { slug: string; name: string; count: number };

/** All, then every category that has at least one project (alphabetical by its name), each with its count. */
export function categoryOptions(projects: readonly Project[]): CategoryOption[] {
  const options = new Map<string, CategoryOption>();
  for (const { category, categoryLabel } of projects) {
    const option = options.get(category) ?? { slug: category, name: categoryLabel, count: 0 };
    option.count += 1;
    options.set(category, option);
  }
  const categories = [...options.values()].sort((a, b) => a.name.localeCompare(b.name));
  return [{ slug: ALL_CATEGORIES, name: siteLabels.cards.allCategories, count: projects.length }, ...categories];
}
