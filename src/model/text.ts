// Small helpers for the sentences the model writes.

/** "3 components", "1 entry" (`many` for plurals that are not just an added s). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a Button", "an Action Row"; `capital` for the start of a sentence ("An Action Row"). */
export function withArticle(name: string, capital = false): string {
  const a = /^[AEIOU]/i.test(name) ? 'an' : 'a';
  return `${capital ? a[0]!.toUpperCase() + a.slice(1) : a} ${name}`;
}
