// A legacy message's embeds (the plan's embed nodes) as discord.py Embeds: the constructor for the top-level texts, colour
// and timestamp, then set_author / set_footer / set_image / set_thumbnail / add_field. discord.py
// turns every value into a string and leaves out an empty text, so a value that is not a string,
// an empty text, and every field Embed has no parameter for are named in the header instead.
import { isPlainObject } from '../../model';
import type { PlanNode } from '../../model';
import type { PyCtx } from './discordpy-fields';
import { jsonOf } from './discordpy-fields';
import { isoInstant } from '../common/embed-values';
import { call, hexLiteral, literal } from '../common/source';
import { shown } from '../common/shared';

const str = (v: string) => literal(v, 'py');

class EmbedWriter {
  readonly kwargs: string[] = [];
  readonly calls: string[] = [];

  constructor(
    private readonly path: string,
    private readonly ctx: PyCtx,
  ) {}

  refuse(key: string, value: unknown, why: string): void {
    this.ctx.notes.leftOut(`${this.path}.${key}`, `${why} (${shown(value)})`);
  }

  /** A text discord.py sends as it is: a string that is not empty. */
  text(key: string, value: unknown): string | null {
    if (typeof value === 'string' && value !== '') return str(value);
    if (value !== undefined)
      this.refuse(key, value, value === '' ? 'discord.py leaves out an empty text' : 'not a text');
    return null;
  }

  /** `name=value` for each of `keys` the object sets; its other keys are noted. */
  options(key: string, value: Record<string, unknown>, keys: readonly string[]): string[] {
    for (const [k, v] of Object.entries(value))
      if (!keys.includes(k))
        this.refuse(`${key}.${k}`, v, "discord.py's Embed has no parameter for it");
    return keys.flatMap((k) => {
      const text = this.text(`${key}.${k}`, value[k]);
      return text === null ? [] : [`${k}=${text}`];
    });
  }

  /** `embed.method(…)` for a nested object; null when it lacks the `required` key. */
  nested(key: string, value: unknown, method: string, keys: readonly string[], required?: string) {
    if (!isPlainObject(value)) return this.refuse(key, value, 'not an object, so not sent');
    if (required && (typeof value[required] !== 'string' || value[required] === ''))
      return this.refuse(key, value, `${method}() needs a ${required}`);
    const args = this.options(key, value, keys);
    if (args.length > 0) this.calls.push(call(`embed.${method}`, args, 'py'));
  }

  fields(value: unknown): void {
    if (!Array.isArray(value)) return this.refuse('fields', value, 'not a list, so not sent');
    value.forEach((f: unknown, i) => {
      const key = `fields[${i}]`;
      if (!isPlainObject(f) || typeof f.name !== 'string' || typeof f.value !== 'string')
        return this.refuse(key, f, 'add_field() needs a name and a value');
      for (const [k, v] of Object.entries(f))
        if (k !== 'name' && k !== 'value' && k !== 'inline')
          this.refuse(`${key}.${k}`, v, 'add_field() has no parameter for it');
      if (f.inline !== undefined && typeof f.inline !== 'boolean')
        this.refuse(`${key}.inline`, f.inline, 'not true or false; False is sent');
      // add_field() makes a field inline unless told otherwise; Discord's own default is not.
      const inline = f.inline === true ? 'True' : 'False';
      const args = [`name=${str(f.name)}`, `value=${str(f.value)}`, `inline=${inline}`];
      this.calls.push(call('embed.add_field', args, 'py'));
    });
  }

  field(key: string, value: unknown): void {
    switch (key) {
      case 'title':
      case 'url':
      case 'description': {
        const text = this.text(key, value);
        if (text !== null) this.kwargs.push(`${key}=${text}`);
        return;
      }
      case 'type':
        // Every embed a bot sends is rich, and discord.py says so unless told otherwise.
        if (value !== 'rich') {
          const text = this.text(key, value);
          if (text !== null) this.kwargs.push(`type=${text}`);
        }
        return;
      case 'color':
        if (typeof value === 'number' && Number.isSafeInteger(value))
          this.kwargs.push(`colour=${hexLiteral(value)}`);
        else if (value !== null) this.refuse(key, value, 'not a whole number');
        return;
      case 'timestamp': {
        const iso = isoInstant(value);
        if (!iso) return this.refuse(key, value, 'not an ISO 8601 date and time with a time zone');
        this.ctx.datetime = true;
        // fromisoformat() reads `Z` only from Python 3.11 on; +00:00 everywhere.
        const text = str(iso.replace(/Z$/, '+00:00'));
        this.kwargs.push(`timestamp=datetime.datetime.fromisoformat(${text})`);
        return;
      }
      case 'author':
        return this.nested(key, value, 'set_author', ['name', 'url', 'icon_url'], 'name');
      case 'footer':
        return this.nested(key, value, 'set_footer', ['text', 'icon_url']);
      case 'image':
        return this.nested(key, value, 'set_image', ['url'], 'url');
      case 'thumbnail':
        return this.nested(key, value, 'set_thumbnail', ['url'], 'url');
      case 'fields':
        return this.fields(value);
      default:
        return this.refuse(key, value, "discord.py's Embed has no parameter for it");
    }
  }
}

/** The statements that build the `embeds` list from the plan's embeds. */
export function embedStatements(embeds: readonly PlanNode[], ctx: PyCtx): string[] {
  const lines = ['embeds = []'];
  for (const node of embeds) {
    const writer = new EmbedWriter(node.path, ctx);
    for (const [k, v] of Object.entries(jsonOf(node))) writer.field(k, v);
    lines.push(`embed = ${call('discord.Embed', writer.kwargs, 'py')}`, ...writer.calls);
    lines.push('embeds.append(embed)');
  }
  return lines;
}
