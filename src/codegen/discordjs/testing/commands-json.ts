// For tests: the JSON discord.js's command builders make, made comparable with a design's payload.
import { isPlainObject } from '../../../model';

/**
 * The builders' JSON made comparable with the design's payload: undefined fields gone (a JSON
 * round trip) and the defaults the builders always write removed where the design has no such
 * field: `type: 1` on a slash command, `options: []` on commands and subcommands, and
 * `required: false` on options.
 */
export function normaliseCommands(built: unknown, payload: unknown): unknown {
  const walk = (b: unknown, p: unknown): unknown => {
    if (Array.isArray(b)) return b.map((x, i) => walk(x, Array.isArray(p) ? p[i] : undefined));
    if (!isPlainObject(b)) return b;
    const own = isPlainObject(p) ? p : {};
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b)) {
      const absent = !(k in own);
      if (absent && k === 'type' && v === 1 && 'description' in b && !('value' in b)) continue;
      if (absent && k === 'options' && Array.isArray(v) && v.length === 0) continue;
      if (absent && k === 'required' && v === false) continue;
      out[k] = walk(v, own[k]);
    }
    return out;
  };
  return walk(JSON.parse(JSON.stringify(built)), payload);
}
