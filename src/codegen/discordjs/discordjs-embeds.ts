// A legacy message's embeds as discord.js EmbedBuilders, one setter per field. Each setter runs a
// validator that throws on a value it refuses (an empty title, a URL that is not http(s), a field
// name past 256 characters), which would stop the exported code from sending anything: such a
// value is left out and named in the header, as is every field EmbedBuilder has no setter for.
import { isPlainObject } from '../../model';
import type { PlanNode } from '../../model';
import type { Call } from './discordjs-fields';
import { chain } from './discordjs-fields';
import type { JsCtx } from './discordjs-js';
import { jsonOf } from './discordjs-js';
import { IMAGE, LINK, isColour, isText, isUrl, isoInstant } from '../common/embed-values';
import { hexLiteral, list, literal } from '../common/source';
import { shown } from '../common/shared';

type Fields = Record<string, unknown>;

/** Discord's and EmbedBuilder's limits, in UTF-16 units as discord.js counts them. */
const MAX = { title: 256, description: 4096, name: 256, value: 1024, footer: 2048, fields: 25 };

const str = (v: string) => literal(v, 'js');

/** `{ a: x, b: y }` from entries whose value is not null. */
const object = (entries: readonly [string, string | null][]) =>
  list(
    '{',
    entries.filter(([, v]) => v !== null).map(([k, v]) => `${k}: ${v}`),
    '}',
    'js',
    ' ',
  );

class EmbedWriter {
  readonly calls: Call[] = [];

  constructor(
    private readonly path: string,
    private readonly ctx: JsCtx,
  ) {}

  refuse(key: string, value: unknown, why: string): void {
    this.ctx.note(`${this.path}.${key}`, `${why} (${shown(value)})`);
  }

  /** A URL the setter's validator takes, else null with a note. */
  url(key: string, value: unknown, protocols: readonly string[]): string | null {
    if (value === undefined) return null;
    if (isUrl(value, protocols)) return str(value);
    const kinds = protocols.includes('attachment:') ? 'http(s) or attachment://' : 'http(s)';
    this.refuse(key, value, `discord.js takes only ${kinds} URLs here`);
    return null;
  }

  /** Keys of a nested object other than `known` are noted: EmbedBuilder cannot send them. */
  extra(key: string, value: Fields, known: readonly string[]): void {
    for (const [k, v] of Object.entries(value))
      if (!known.includes(k)) this.refuse(`${key}.${k}`, v, 'EmbedBuilder has no setter for it');
  }

  text(key: string, value: unknown, method: string, max: number): void {
    if (isText(value, 1, max)) this.calls.push([method, [str(value)]]);
    else this.refuse(key, value, `${method}() takes 1 to ${max} characters`);
  }

  /** setImage / setThumbnail: the URL of `{ url }`. */
  media(key: string, value: unknown, method: string): void {
    if (!isPlainObject(value)) return this.refuse(key, value, 'not an object, so not sent');
    this.extra(key, value, ['url']);
    const url = this.url(`${key}.url`, value.url, IMAGE);
    if (url) this.calls.push([method, [url]]);
  }

  author(value: unknown): void {
    if (!isPlainObject(value)) return this.refuse('author', value, 'not an object, so not sent');
    this.extra('author', value, ['name', 'url', 'icon_url']);
    if (!isText(value.name, 1, MAX.name))
      return this.refuse(
        'author',
        value,
        `setAuthor() needs a name of 1 to ${MAX.name} characters`,
      );
    const options = object([
      ['name', str(value.name)],
      ['url', this.url('author.url', value.url, LINK)],
      ['iconURL', this.url('author.icon_url', value.icon_url, IMAGE)],
    ]);
    this.calls.push(['setAuthor', [options]]);
  }

  footer(value: unknown): void {
    if (!isPlainObject(value)) return this.refuse('footer', value, 'not an object, so not sent');
    this.extra('footer', value, ['text', 'icon_url']);
    if (!isText(value.text, 1, MAX.footer))
      return this.refuse(
        'footer',
        value,
        `setFooter() needs a text of 1 to ${MAX.footer} characters`,
      );
    const options = object([
      ['text', str(value.text)],
      ['iconURL', this.url('footer.icon_url', value.icon_url, IMAGE)],
    ]);
    this.calls.push(['setFooter', [options]]);
  }

  fields(value: unknown): void {
    if (!Array.isArray(value)) return this.refuse('fields', value, 'not a list, so not sent');
    const fields: string[] = [];
    value.forEach((f: unknown, i) => {
      const key = `fields[${i}]`;
      if (!isPlainObject(f)) return this.refuse(key, f, 'not a field, so not sent');
      if (fields.length === MAX.fields)
        return this.refuse(key, f, `addFields() takes at most ${MAX.fields} fields`);
      const { name, value: text, inline } = f;
      if (!isText(name, 0, MAX.name) || !isText(text, 0, MAX.value) || !isInline(inline))
        return this.refuse(
          key,
          f,
          `addFields() takes a name of up to ${MAX.name} characters, a value of up to ${MAX.value} and inline true or false`,
        );
      this.extra(key, f, ['name', 'value', 'inline']);
      fields.push(
        object([
          ['name', str(name)],
          ['value', str(text)],
          ['inline', inline === undefined ? null : String(inline)],
        ]),
      );
    });
    if (fields.length > 0) this.calls.push(['addFields', fields]);
  }

  field(key: string, value: unknown): void {
    switch (key) {
      case 'title':
        return this.text(key, value, 'setTitle', MAX.title);
      case 'description':
        return this.text(key, value, 'setDescription', MAX.description);
      case 'url': {
        const url = this.url(key, value, LINK);
        if (url) this.calls.push(['setURL', [url]]);
        return;
      }
      case 'color':
        // null is what an embed without a colour has anyway.
        if (isColour(value)) this.calls.push(['setColor', [hexLiteral(value)]]);
        else if (value !== null) this.refuse(key, value, 'setColor() takes 0 to 0xffffff');
        return;
      case 'timestamp': {
        const iso = isoInstant(value);
        if (iso) this.calls.push(['setTimestamp', [`new Date(${str(iso)})`]]);
        else this.refuse(key, value, 'not an ISO 8601 date and time with a time zone');
        return;
      }
      case 'author':
        return this.author(value);
      case 'footer':
        return this.footer(value);
      case 'image':
        return this.media(key, value, 'setImage');
      case 'thumbnail':
        return this.media(key, value, 'setThumbnail');
      case 'fields':
        return this.fields(value);
      default:
        return this.refuse(key, value, 'EmbedBuilder has no setter for it');
    }
  }
}

const isInline = (v: unknown) => v === undefined || typeof v === 'boolean';

/** `new EmbedBuilder().setTitle(…)…` for each of the plan's embeds. */
export function embedBuilders(embeds: readonly PlanNode[], ctx: JsCtx): string[] {
  const builders = embeds.map((embed) => {
    const writer = new EmbedWriter(embed.path, ctx);
    for (const [k, v] of Object.entries(jsonOf(embed))) writer.field(k, v);
    return chain('new EmbedBuilder()', writer.calls);
  });
  if (builders.length > 0) ctx.imports.add('EmbedBuilder');
  return builders;
}
