// What the emoji picker hands back, and the two forms it takes: a component's partial emoji
// object, and the text that markdown holds. Small: the text fields' first load imports it.

export type EmojiChoice =
  | { kind: 'unicode'; char: string; shortcode?: string }
  | { kind: 'custom'; id: string; name: string; animated: boolean };

/** `{ name: '😀' }`, or `{ id, name, animated? }` (animated only when true), as Discord takes it. */
export function toPartialEmoji(choice: EmojiChoice): Record<string, unknown> {
  if (choice.kind === 'unicode') return { name: choice.char };
  const emoji: Record<string, unknown> = { id: choice.id, name: choice.name };
  if (choice.animated) emoji.animated = true;
  return emoji;
}

/** The character for a unicode emoji; `<:name:id>` / `<a:name:id>` for a custom one. */
export function toMarkdown(choice: EmojiChoice): string {
  if (choice.kind === 'unicode') return choice.char;
  return `<${choice.animated ? 'a' : ''}:${choice.name}:${choice.id}>`;
}

/** A custom emoji's name: 2 to 32 letters, digits or underscores. */
export const CUSTOM_EMOJI_NAME = /^[A-Za-z0-9_]{2,32}$/;

// Snowflakes of anything made since Discord began are 17 digits or more; 20 digits hold 2^64 - 1.
const SNOWFLAKE_DIGITS = /^\d{17,20}$/;
const MAX_SNOWFLAKE = 2n ** 64n - 1n;

/** Why an id cannot be a custom emoji's, or null when it can. */
export function emojiIdProblem(id: string): string | null {
  if (id === '') return 'An emoji id is needed.';
  if (!/^\d+$/.test(id)) return 'An emoji id is digits only.';
  if (!SNOWFLAKE_DIGITS.test(id) || BigInt(id) > MAX_SNOWFLAKE)
    return 'An emoji id is a Discord snowflake: 17 to 20 digits.';
  return null;
}

/** Why a name cannot be a custom emoji's, or null when it can. */
export function emojiNameProblem(name: string): string | null {
  if (name === '') return 'A name is needed.';
  if (name.length < 2 || name.length > 32) return 'A name is 2 to 32 characters long.';
  if (!CUSTOM_EMOJI_NAME.test(name)) return 'A name has only letters, digits and underscores.';
  return null;
}

/** The CDN picture of a custom emoji (a GIF when animated). */
export function customEmojiPicture(id: string, animated: boolean): string {
  return `https://cdn.discordapp.com/emojis/${id}.${animated ? 'gif' : 'png'}?size=64`;
}
