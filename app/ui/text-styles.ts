// Type styles that several components share, written once (a component that owns a style keeps it inline).

/** The h2 of a panel or card: a search result group, an enquiry result, a management body. */
export const panelHeadingClass = "text-2xl font-extrabold tracking-tight text-navy-900";

/** The title of a picture card. */
export const cardTitleClass = "text-xl font-extrabold tracking-tight text-navy-900";

/** A short description under an item's name. */
export const itemNoteClass = "mt-1 text-sm leading-relaxed text-steel-600";
