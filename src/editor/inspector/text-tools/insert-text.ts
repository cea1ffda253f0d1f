// Putting a snippet where the caret is: it replaces the selection, and the caret goes after it.

export interface Inserted {
  text: string;
  caret: number;
}

/** `text` with `snippet` in place of [start, end); positions outside the text are clamped. */
export function insertText(text: string, start: number, end: number, snippet: string): Inserted {
  const clamp = (n: number) =>
    Math.min(Math.max(0, Number.isFinite(n) ? n : text.length), text.length);
  const from = clamp(Math.min(start, end));
  const to = clamp(Math.max(start, end));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}
