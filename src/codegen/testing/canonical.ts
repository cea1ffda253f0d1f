// For tests: a message body as Discord reads it, so that what a library hands Discord can be
// compared with the design's own payload. Both sides go through canonical(), which writes each
// default Discord assumes the one same way (no tts and tts false, no parse and parse [], a field
// without inline and inline false, a poll without a duration and 24 hours), each timestamp as
// its instant, each id as a string and the mention types in one order; nothing else is changed,
// so any other difference fails the comparison.
import { isPlainObject } from '../../model';
import type { DesignEnvelope } from './samples';

type Json = Record<string, unknown>;

/** The flags each target can set (see ../discordjs.ts and ../discordpy.ts). */
export const SENDABLE_FLAGS: Record<DesignEnvelope, number> = {
  message: 4 | 4096 | 8192 | 32768,
  webhook: 4 | 4096 | 8192 | 32768,
  'response-4': 64 | 4 | 4096 | 8192 | 32768,
  'response-7': 4 | 32768,
  modal: 0,
  'modal-9': 0,
};

const KEYS = [
  'content',
  'tts',
  'embeds',
  'allowed_mentions',
  'poll',
  'flags',
  'username',
  'avatar_url',
] as const;

const instant = (t: unknown) => (typeof t === 'string' ? new Date(t).toISOString() : t);

function embed(e: unknown): unknown {
  if (!isPlainObject(e)) return e;
  const { type, timestamp, fields, ...rest } = e;
  return {
    ...rest,
    ...(type !== undefined && type !== 'rich' ? { type } : {}),
    ...(timestamp !== undefined ? { timestamp: instant(timestamp) } : {}),
    ...(Array.isArray(fields)
      ? {
          fields: fields.map((f: unknown) =>
            isPlainObject(f) ? { ...f, inline: f.inline ?? false } : f,
          ),
        }
      : {}),
  };
}

function emoji(e: unknown): unknown {
  if (!isPlainObject(e)) return e;
  const { id, animated, ...rest } = e;
  return {
    ...rest,
    ...(id !== null && id !== undefined ? { id: String(id) } : {}),
    ...(animated === true ? { animated } : {}),
  };
}

function poll(p: unknown): unknown {
  if (!isPlainObject(p)) return p;
  const answers = Array.isArray(p.answers) ? p.answers : [];
  return {
    ...p,
    duration: p.duration ?? 24,
    allow_multiselect: p.allow_multiselect ?? false,
    layout_type: p.layout_type ?? 1,
    answers: answers.map((a: unknown) => {
      if (!isPlainObject(a) || !isPlainObject(a.poll_media)) return a;
      const { emoji: e, ...media } = a.poll_media;
      return { ...a, poll_media: { ...media, ...(e ? { emoji: emoji(e) } : {}) } };
    }),
  };
}

function mentions(m: unknown): unknown {
  if (!isPlainObject(m)) return m;
  const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : v);
  const { replied_user: replied, users, roles, parse, ...rest } = m;
  return {
    ...rest,
    // parse is a set: discord.py writes it in its own order.
    parse: Array.isArray(parse) ? [...(parse as string[])].sort() : (parse ?? []),
    ...(users !== undefined ? { users: ids(users) } : {}),
    ...(roles !== undefined ? { roles: ids(roles) } : {}),
    ...(replied === true ? { replied_user: true } : {}),
  };
}

/** The body fields both libraries send, in Discord's terms, for `envelope`. */
export function canonical(body: Json, envelope: DesignEnvelope): Json {
  const out: Json = {};
  for (const key of KEYS) {
    const v = body[key];
    if (v === undefined || v === null) continue;
    if (key === 'tts' && v === false) continue;
    if (key === 'embeds') out.embeds = Array.isArray(v) ? v.map(embed) : v;
    else if (key === 'poll') out.poll = poll(v);
    else if (key === 'allowed_mentions') out.allowed_mentions = mentions(v);
    else if (key === 'flags') {
      // IS_COMPONENTS_V2 comes with the components in discord.py, not from a flag.
      const flags = (v as number) & SENDABLE_FLAGS[envelope] & ~32768;
      if (flags !== 0) out.flags = flags;
    } else out[key] = v;
  }
  return out;
}
