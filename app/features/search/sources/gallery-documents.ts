import { galleryCategories } from "~/content/gallery";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** Each gallery category with its captions and picture descriptions (gallery.ts). */
export const galleryDocuments: DocumentSource = () =>
  galleryCategories.map((category) => ({
    id: `gallery:${category.slug}`,
    title: category.name,
    text: joinText(...category.images.map((image) => image.caption), ...category.images.map((image) => image.alt)),
    page: pageTitle("gallery"),
    url: anchored(paths.gallery, category.slug),
  }));
