// The C++ words the D++ printer chooses: identifiers from the plan's names (snake_case, never a
// C++ keyword or a name the printed code uses itself), string literals (every string through
// stringIn), numbers, snowflakes and D++'s enum names for flags, channel types and styles.
import type { Json, Words } from '../../model';
import { stringIn } from '../common/literals';

/** C++ keywords, and the names the printed code declares or uses besides the plan's. */
const RESERVED = new Set([
  ...'alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while xor xor_eq final override import module'.split(
    ' ',
  ),
  ...'std dpp main event bot m modal commands app_id channel_id values guild_id int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t size_t time_t read_file modal_value build_message send_message build_modal show_modal build_commands register_commands route_button_click route_select_click route_form_submit on_modal_submit'.split(
    ' ',
  ),
]);

/** The plan's words as a C++ identifier: snake_case, with `_` after a reserved word. */
export function ident(words: Words): string {
  const name = words.join('_');
  return RESERVED.has(name) ? `${name}_` : name;
}

/**
 * A C++ string literal that reads as exactly `s`. With a NUL inside, a std::string of its length:
 * a bare literal would end at the NUL where D++ takes it as a std::string or string_view.
 */
export function str(s: string): string {
  if (!s.includes('\0')) return stringIn(s, 'cpp');
  return `std::string(${stringIn(s, 'cpp')}, ${new TextEncoder().encode(s).length})`;
}

/** A JSON value as text, when a field should be a string and is not. */
export const text = (v: Json | undefined): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

export const isObj = (v: Json | undefined): v is { [key: string]: Json } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** An integer literal, or null when `v` is not a whole number C++ can hold. */
export function int(v: Json | undefined): string | null {
  return typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null;
}

/** A double literal: D++ sends a number option's bound only when it is a double. */
export function double(v: number): string {
  const t = String(v);
  return /[.eE]/.test(t) ? t : `${t}.0`;
}

/** A snowflake: a number literal when the id is one, else D++'s parse of the string. */
export function snowflake(v: Json | undefined): string {
  const t = text(v);
  if (/^[0-9]{1,20}$/.test(t) && BigInt(t) < 2n ** 64n) return `dpp::snowflake(${t}ULL)`;
  return `dpp::snowflake(std::string(${str(t)}))`;
}

/** `0x5865F2`. */
export const colour = (n: number): string => `0x${n.toString(16).toUpperCase().padStart(6, '0')}`;

/** D++'s message_flags by Discord's name of the bit. */
export const FLAG_NAMES: Readonly<Record<string, string>> = {
  CROSSPOSTED: 'dpp::m_crossposted',
  IS_CROSSPOST: 'dpp::m_is_crosspost',
  SUPPRESS_EMBEDS: 'dpp::m_suppress_embeds',
  SOURCE_MESSAGE_DELETED: 'dpp::m_source_message_deleted',
  URGENT: 'dpp::m_urgent',
  HAS_THREAD: 'dpp::m_has_thread',
  EPHEMERAL: 'dpp::m_ephemeral',
  LOADING: 'dpp::m_loading',
  FAILED_TO_MENTION_SOME_ROLES_IN_THREAD: 'dpp::m_thread_mention_failed',
  SUPPRESS_NOTIFICATIONS: 'dpp::m_suppress_notifications',
  IS_VOICE_MESSAGE: 'dpp::m_is_voice_message',
  HAS_SNAPSHOT: 'dpp::m_has_snapshot',
  IS_COMPONENTS_V2: 'dpp::m_using_components_v2',
};

const CHANNEL_TYPES: Readonly<Record<number, string>> = {
  0: 'CHANNEL_TEXT',
  2: 'CHANNEL_VOICE',
  4: 'CHANNEL_CATEGORY',
  5: 'CHANNEL_ANNOUNCEMENT',
  10: 'CHANNEL_ANNOUNCEMENT_THREAD',
  11: 'CHANNEL_PUBLIC_THREAD',
  12: 'CHANNEL_PRIVATE_THREAD',
  13: 'CHANNEL_STAGE',
  14: 'CHANNEL_DIRECTORY',
  15: 'CHANNEL_FORUM',
  16: 'CHANNEL_MEDIA',
};

/** A channel type as D++'s channel_type. */
export function channelType(n: Json): string {
  const known = typeof n === 'number' ? CHANNEL_TYPES[n] : undefined;
  return known ? `dpp::${known}` : `static_cast<dpp::channel_type>(${int(n) ?? '0'})`;
}

export const BUTTON_STYLES: Readonly<Record<number, string>> = {
  1: 'dpp::cos_primary',
  2: 'dpp::cos_secondary',
  3: 'dpp::cos_success',
  4: 'dpp::cos_danger',
  5: 'dpp::cos_link',
  6: 'dpp::cos_premium',
};

/** A mimetype for add_file, from the name's extension. */
export function mimetype(filename: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    txt: 'text/plain',
    json: 'application/json',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    mp3: 'audio/mpeg',
  };
  return types[ext] ?? 'application/octet-stream';
}
