// Snippets and highlighting work on tokens, never on patterns built from what the visitor typed:
// the text is split the way MiniSearch's default tokenizer splits it, and a word is marked when
// `matches` says so (one of its word forms is among the terms MiniSearch reported as matched).
// So "(", "[a-z" or "<script>" can neither throw nor inject anything.

/** MiniSearch's default separator (spaces and punctuation), kept in the split output by the group. */
const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u;

export type Segment = { text: string; match: boolean };

type Piece = Segment & { word: boolean; start: number };

/** Whether a word matched the query. */
export type WordMatch = (word: string) => boolean;

function pieces(text: string, matches: WordMatch): Piece[] {
  const out: Piece[] = [];
  let start = 0;
  text.split(SEPARATOR).forEach((part, index) => {
    // Even indexes are words, odd ones the captured separators.
    const word = index % 2 === 0;
    if (part) out.push({ text: part, word, match: word && matches(part), start });
    start += part.length;
  });
  return out;
}

/**
 * Joins neighbouring pieces of the same kind so a text renders as few nodes as possible; a space
 * between two marked words joins them, so "Port Harcourt" is one mark.
 */
function merge(list: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  list.forEach(({ text, match }, index) => {
    const last = out[out.length - 1];
    const bridge = !match && last?.match === true && list[index + 1]?.match === true && /^ +$/.test(text);
    if (last && last.match === (match || bridge)) last.text += text;
    else out.push({ text, match: match || bridge });
  });
  return out;
}

/** The whole text as segments, with every matched term marked. */
export function markTerms(text: string, matches: WordMatch): Segment[] {
  return merge(pieces(text, matches));
}

/** How much text a snippet keeps before its first match, so the match is read in context. */
const LEAD = 60;

/**
 * A short excerpt of `text` around its first matched term, as marked segments, with "…" where text
 * was cut. Without a match in the text (the hit matched on its title) it is the start of the text.
 */
export function snippet(text: string, matches: WordMatch, maxLength = 180): Segment[] {
  const all = pieces(text, matches);
  const first = all.findIndex((piece) => piece.match);
  let from = 0;
  if (first > 0) {
    const wanted = all[first]!.start - LEAD;
    from = all.findIndex((piece, index) => index <= first && piece.word && piece.start >= wanted);
  }
  const begin = all[from]?.start ?? 0;
  let to = from + 1;
  while (to < all.length && all[to]!.start + all[to]!.text.length - begin <= maxLength) to += 1;
  // A cut text ends on a word, not on a separator.
  if (to < all.length) while (to > from + 1 && !all[to - 1]!.word) to -= 1;
  const kept: Segment[] = all.slice(from, to).map(({ text: part, match }) => ({ text: part, match }));
  if (from > 0) kept.unshift({ text: "… ", match: false });
  if (all.slice(to).some((piece) => piece.word)) kept.push({ text: " …", match: false });
  return merge(kept);
}
