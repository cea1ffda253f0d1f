// Small helpers for the sentences the model writes.

/** "3 components", "1 entry" (`many` for plurals that are not just an added s). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

// The sound, not the letter, chooses the article: a vowel letter that is said "you" takes "a"
// ("a user command", "a User Select", "a URL", "a union", "a unique id").
const YOU_SOUND = /^(?:us[eu]|uni(?![mn])|ur[il]\b|eu)/i;

/**
 * The name after "a" or "an", chosen by its first sound: "a Button", "an Action Row", "a user
 * context menu command", "an entry point command"; `capital` for the start of a sentence.
 */
export function withArticle(name: string, capital = false): string {
  const a = /^[aeiou]/i.test(name) && !YOU_SOUND.test(name) ? 'an' : 'a';
  return `${capital ? a[0]!.toUpperCase() + a.slice(1) : a} ${name}`;
}
