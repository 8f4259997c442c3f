import type { Project } from "~/content/schemas/project";
import { siteLabels } from "~/content/site-labels";

/** The filter's first option, and the URL's value when no category is chosen. */
export const ALL_CATEGORIES = "all";

export type CategoryOption = { slug: string; name: string; count: number };

/** "Storage & Terminals" → "storage-terminals": the category's value in `?category=`. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** All, then every category that has at least one project (alphabetical), each with its count. */
export function categoryOptions(projects: readonly Project[]): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const project of projects) counts.set(project.category, (counts.get(project.category) ?? 0) + 1);
  const categories = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => ({ slug: categorySlug(name), name, count }));
  return [{ slug: ALL_CATEGORIES, name: siteLabels.cards.allCategories, count: projects.length }, ...categories];
}
