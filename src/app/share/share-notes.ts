// What the share panel tells the sender about the link: which local files stay behind, and
// whether the link is too long to paste into a Discord message.

/** Discord's message length limit: a longer link cannot be pasted into a message. */
export const DISCORD_MESSAGE_CHARS = 2000;

const ATTACHMENT = 'attachment://';
/** Walking stops this deep; a design's JSON is a few levels deep at most. */
const MAX_DEPTH = 64;

/**
 * The names of the files a design needs that a link cannot carry: those it refers to as
 * attachment://name and those attached to it in this browser. Sorted, each once.
 */
export function localFileNames(payload: unknown, attached: Iterable<string>): string[] {
  const names = new Set(attached);
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (value.startsWith(ATTACHMENT) && value.length > ATTACHMENT.length)
        names.add(value.slice(ATTACHMENT.length));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(payload, 0);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** A sentence on the link's length, with a warning past Discord's message limit. */
export function lengthNote(length: number): string {
  const chars = `${length.toLocaleString('en-US')} characters`;
  return length > DISCORD_MESSAGE_CHARS
    ? `${chars}: longer than a Discord message can hold (${DISCORD_MESSAGE_CHARS.toLocaleString('en-US')}), so paste it somewhere else or export the JSON instead.`
    : `${chars}.`;
}
