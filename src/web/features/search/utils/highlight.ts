/** One character without its accents, lower-cased (a character folds to one or none). */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a query, folded: what the highlight looks for. */
export const foldedWords = (query: string): string[] =>
  query
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => Array.from(word).map(foldChar).join(''))
    .filter((word) => word.length > 0);

/**
 * `text` cut into parts, `marked` where a word of the query appears, accent- and case-insensitive
 * ("ingenieur" marks "Ingénieur" in "Ingénieure civile"). Pure, so the page and its tests share it.
 */
export const highlightParts = (text: string, query: string): { text: string; marked: boolean }[] => {
  const chars = Array.from(text);
  const folded = chars.map(foldChar);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of foldedWords(query)) {
    for (let start = 0; start < chars.length; start++) {
      let at = start;
      let matched = '';
      while (at < chars.length && matched.length < word.length) {
        matched += folded[at];
        at++;
      }
      if (matched === word) for (let i = start; i < at; i++) marked[i] = true;
    }
  }
  const parts: { text: string; marked: boolean }[] = [];
  chars.forEach((char, i) => {
    const last = parts.at(-1);
    if (last && last.marked === marked[i]) last.text += char;
    else parts.push({ text: char, marked: marked[i] ?? false });
  });
  return parts;
};
