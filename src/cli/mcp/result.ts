// What every tool answers: JSON as text, or `isError` with a sentence. `guarded` wraps a tool so
// that nothing throws out of the server and the bot token never leaves it, whatever went wrong.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Bad input, said as a sentence the agent can act on. */
export class BadInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadInput';
  }
}

export const ok = (value: unknown, indent = 2): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, indent) }],
});

export const fail = (sentence: string): CallToolResult => ({
  content: [{ type: 'text', text: sentence }],
  isError: true,
});

/** Replaces the token wherever it is in the result's text (an echoed header, a proxy's page). */
function scrub(result: CallToolResult, token: string): CallToolResult {
  if (token === '') return result;
  const content = result.content.map((c) =>
    c.type === 'text' ? { ...c, text: c.text.split(token).join('[token]') } : c,
  );
  return { ...result, content };
}

/** The handler, made unable to throw or to give the token away. */
export function guarded<A>(
  token: string,
  handler: (args: A) => Promise<CallToolResult> | CallToolResult,
): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    let result: CallToolResult;
    try {
      result = await handler(args);
    } catch (err) {
      result =
        err instanceof BadInput
          ? fail(err.message)
          : fail(`The tool failed: ${err instanceof Error ? err.message : String(err)}.`);
    }
    return scrub(result, token);
  };
}
