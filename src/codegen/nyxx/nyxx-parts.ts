// The nyxx builders of a legacy message's parts: an embed (EmbedBuilder with its footer, image,
// thumbnail and author builders) and its fields, a poll (PollBuilder, its question's and answers'
// PollMediaBuilder), and the entry point that picks, for any node of a message or a modal, the
// builder expression (components are in nyxx-nodes.ts).
import type { Json, PlanNode } from '../../model';
import { bool, call, color, emoji, isObj, num, pollLayout, uri } from './nyxx-dart';
import type { Out } from './nyxx-dart';
import { BUILDERS, childNames, component, s } from './nyxx-nodes';

function embedPart(
  builder: string,
  v: Json,
  table: Record<string, (x: Json) => string>,
  path: string,
  out: Out,
): string {
  const o = isObj(v) ? v : {};
  out.unknownKeys(o, Object.keys(table), path, builder);
  const args = Object.entries(table).flatMap(([key, f]) =>
    o[key] === undefined || o[key] === null ? [] : [`${keyName(key)}: ${f(o[key])}`],
  );
  return `${builder}(${args.join(', ')})`;
}

const keyName = (k: string) => k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

function embed(n: PlanNode, out: Out): string {
  const args: string[] = [];
  for (const f of n.fields) {
    const v = f.value;
    if (v === null) continue;
    switch (f.key) {
      case 'title':
      case 'description':
        args.push(`${f.key}: ${s(v)}`);
        break;
      case 'url':
        args.push(`url: ${uri(v)}`);
        break;
      case 'timestamp':
        args.push(`timestamp: DateTime.parse(${s(v)})`);
        break;
      case 'color':
        args.push(`color: ${color(v)}`);
        break;
      case 'footer':
        args.push(
          `footer: ${embedPart('EmbedFooterBuilder', v, { text: s, icon_url: uri }, f.path, out)}`,
        );
        break;
      case 'image':
        args.push(`image: ${embedPart('EmbedImageBuilder', v, { url: uri }, f.path, out)}`);
        break;
      case 'thumbnail':
        args.push(`thumbnail: ${embedPart('EmbedThumbnailBuilder', v, { url: uri }, f.path, out)}`);
        break;
      case 'author':
        args.push(
          `author: ${embedPart('EmbedAuthorBuilder', v, { name: s, url: uri, icon_url: uri }, f.path, out)}`,
        );
        break;
      default:
        out.field(f.path, f.key, v, 'EmbedBuilder');
        break;
    }
  }
  const fields = childNames(n, 'fields');
  if (fields.length > 0) args.push(`fields: [${fields.join(', ')}]`);
  return call('EmbedBuilder', args);
}

function pollMedia(v: Json, path: string, out: Out): string {
  const o = isObj(v) ? v : {};
  out.unknownKeys(o, ['text', 'emoji'], path, 'PollMediaBuilder');
  const args: string[] = [];
  if (o.text !== undefined && o.text !== null) args.push(`text: ${s(o.text)}`);
  if (o.emoji !== undefined && o.emoji !== null) args.push(`emoji: ${emoji(o.emoji)}`);
  return `PollMediaBuilder(${args.join(', ')})`;
}

const POLL_KEYS = ['question', 'duration', 'allow_multiselect', 'layout_type'];

function poll(n: PlanNode, out: Out): string {
  const get = (k: string) => n.fields.find((f) => f.key === k)?.value;
  for (const f of n.fields)
    if (!POLL_KEYS.includes(f.key) && f.value !== null)
      out.field(f.path, f.key, f.value, 'PollBuilder');
  const args = [
    `question: ${pollMedia(get('question') ?? null, `${n.path}.question`, out)}`,
    `answers: [${childNames(n, 'answers').join(', ')}]`,
    `duration: Duration(hours: ${num(get('duration') ?? 24)})`,
  ];
  const multi = get('allow_multiselect');
  if (multi !== undefined && multi !== null) args.push(`allowMultiselect: ${bool(multi)}`);
  const layout = get('layout_type');
  if (layout !== undefined && layout !== null) args.push(`layoutType: ${pollLayout(layout)}`);
  return call('PollBuilder', args);
}

/** `final name = <builder>;` for a component, embed or poll node; commands are in nyxx-commands. */
export function messageNode(n: PlanNode, out: Out): string | null {
  switch (n.kind) {
    case 'embed':
      return embed(n, out);
    case 'embed-field': {
      const get = (k: string) => n.fields.find((f) => f.key === k)?.value;
      for (const f of n.fields)
        if (!['name', 'value', 'inline'].includes(f.key) && f.value !== null)
          out.field(f.path, f.key, f.value, 'EmbedFieldBuilder');
      return `EmbedFieldBuilder(name: ${s(get('name') ?? '')}, value: ${s(get('value') ?? '')}, isInline: ${bool(get('inline') ?? false)})`;
    }
    case 'poll':
      return poll(n, out);
    case 'poll-answer': {
      for (const f of n.fields)
        if (f.key !== 'poll_media' && f.value !== null)
          out.field(f.path, f.key, f.value, 'PollAnswerBuilder');
      const m = n.fields.find((f) => f.key === 'poll_media')?.value ?? null;
      return `PollAnswerBuilder(pollMedia: ${pollMedia(m, `${n.path}.poll_media`, out)})`;
    }
    default:
      return BUILDERS[n.kind] || n.kind === 'button' ? component(n, out) : null;
  }
}
