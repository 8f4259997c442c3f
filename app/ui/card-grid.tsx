import type { ReactNode } from "react";

/** The keys of T whose values are strings: what can name a card in the list. */
type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

type CardGridProps<T> = {
  items: readonly T[];
  /** The field that tells the items apart (their id, slug or title): each item's React key. */
  keyOf: StringKey<T>;
  /** The list's grid: columns and gaps. */
  className: string;
  /** Each item's own surface, where the card is the list item itself. */
  itemClassName?: string;
  /** Items fade in as they scroll into view (app/enhance/reveal.ts). */
  reveal?: boolean;
  /** One item's content. */
  children: (item: T, index: number) => ReactNode;
};

/** A list of cards laid out as a grid: one `<li>` per item, written once for every card list. */
export function CardGrid<T>({ items, keyOf, className, itemClassName, reveal = false, children }: CardGridProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={String(item[keyOf])} data-reveal={reveal || undefined} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

type CardTextProps = {
  /** What the card says: its title (an h3) and the sentence under it. */
  item: { title: string; description: string };
  /** Above the title: an icon or a figure. */
  lead?: ReactNode;
  /** Light cards by default; a dark band or a heavier title sets its own. */
  titleClassName?: string;
  textClassName?: string;
};

/** A grid card's text: an optional icon or figure, the title and its description. */
export function CardText({
  item,
  lead,
  titleClassName = "mt-4 text-lg font-bold text-navy-900",
  textClassName = "mt-2 leading-relaxed text-steel-600",
}: CardTextProps) {
  return (
    <>
      {lead}
      <h3 className={titleClassName}>{item.title}</h3>
      <p className={textClassName}>{item.description}</p>
    </>
  );
}
