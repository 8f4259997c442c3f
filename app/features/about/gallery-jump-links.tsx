import type { GalleryCategory } from "~/content/schemas/gallery";

/** Links to each gallery category, so visitors can skip straight to the pictures they want. */
export function GalleryJumpLinks({ categories, label }: { categories: Pick<GalleryCategory, "slug" | "name">[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              href={`#${category.slug}`}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-navy-800 shadow-card ring-1 ring-steel-100 transition-colors hover:bg-navy-50 hover:text-amber-700"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
