// The names the printed code declares, as lowercase ASCII words that every language can case:
// made from a kind's name or a custom_id, never starting with a digit, and unique in one plan.
// A stranger's custom_id gives at most its letters and digits, so a name is always an identifier.
import type { Words } from './plan';

const MAX_WORDS = 4;

/** `release:approveAll` -> ['release', 'approve', 'all']; letters and digits only. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase())
    .slice(0, MAX_WORDS);
}

/** Hands out names, each once: a name already given gets the next free number. */
export class NameBook {
  private readonly taken = new Set<string>();

  /** `words` as given when free, else with 2, 3... appended; `fallback` when `words` is empty. */
  take(words: readonly string[], fallback: readonly string[]): Words {
    const base = words.length > 0 ? [...words] : [...fallback];
    if (/^[0-9]/.test(base[0] ?? '')) base.unshift(...fallback.slice(0, 1));
    let name: string[] = base;
    for (let n = 2; this.taken.has(name.join(' ')); n += 1) name = [...base, String(n)];
    this.taken.add(name.join(' '));
    return name;
  }
}
