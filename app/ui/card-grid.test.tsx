import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardGrid, CardText } from "./card-grid";

const items = [
  { id: "a", title: "Safety", description: "Everyone home safe." },
  { id: "b", title: "Quality", description: "Right first time." },
];

describe("CardGrid", () => {
  it("writes the markup the card lists wrote by hand: one keyed li per item, revealed on request", () => {
    const html = renderToStaticMarkup(
      <CardGrid items={items} keyOf="id" className="grid gap-4" itemClassName="p-6" reveal>
        {(item) => <CardText item={item} />}
      </CardGrid>,
    );
    expect(html).toBe(
      '<ul class="grid gap-4">' +
        '<li data-reveal="true" class="p-6"><h3 class="mt-4 text-lg font-bold text-navy-900">Safety</h3><p class="mt-2 leading-relaxed text-steel-600">Everyone home safe.</p></li>' +
        '<li data-reveal="true" class="p-6"><h3 class="mt-4 text-lg font-bold text-navy-900">Quality</h3><p class="mt-2 leading-relaxed text-steel-600">Right first time.</p></li>' +
        "</ul>",
    );
  });

  it("leaves the items bare when the card is a component of its own", () => {
    const html = renderToStaticMarkup(
      <CardGrid items={items} keyOf="id" className="grid">
        {(item) => <article>{item.title}</article>}
      </CardGrid>,
    );
    expect(html).toBe('<ul class="grid"><li><article>Safety</article></li><li><article>Quality</article></li></ul>');
  });
});
