// Modify current member: `PATCH /guilds/{guild}/members/@me` changes the bot's own nickname,
// avatar, banner and bio in one server. Only the fields the person touched are sent; an emptied
// one is sent as null, which resets it to the bot's own.
import { OPERATION_LIMITS } from '../operation-limits';
import type { BuiltRequest } from './request';
import { FormChecks, charCount, seg } from './request';

const LIMIT = OPERATION_LIMITS.currentMember;

/** The image types a member's avatar and banner may be sent as. */
export const MEMBER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * One field of the form: undefined while untouched (not sent); text, or for an image a data URI,
 * when set; null when cleared.
 */
export interface CurrentMemberForm {
  guildId: string;
  nick?: string | null;
  avatar?: string | null;
  banner?: string | null;
  bio?: string | null;
}

const DATA_URI = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes of the file a base64 text holds. */
const base64Bytes = (b64: string): number =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** What is wrong with a picked image file, in a sentence; null when it can be sent. */
export function memberImageProblem(
  file: { type: string; size: number },
  what: string,
): string | null {
  if (!(MEMBER_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `The ${what} is a PNG, JPEG, GIF or WebP image; this file is ${file.type === '' ? 'of an unknown type' : file.type}.`;
  if (file.size > LIMIT.imageBytes)
    return `The ${what} takes an image of at most ${mib(LIMIT.imageBytes)}; this one is ${mib(file.size)}.`;
  return null;
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
}

function image(checks: FormChecks, field: string, value: string | null | undefined, what: string) {
  if (value === undefined || value === null) return value;
  const m = DATA_URI.exec(value);
  if (!m || m[2] === '')
    return checks.fail(
      field,
      `The ${what} is not a PNG, JPEG, GIF or WebP image; pick the file again.`,
    );
  const bad = memberImageProblem({ type: m[1]!, size: base64Bytes(m[2]!) }, what);
  return bad ? checks.fail(field, bad) : value;
}

/** The request of the touched fields, or the form's problems (touching none is one). */
export function currentMemberRequest(form: CurrentMemberForm): BuiltRequest {
  const checks = new FormChecks();
  const guild = checks.id('guildId', form.guildId, 'server id');
  const body: Record<string, string | null> = {};
  if (form.nick !== undefined) {
    // Discord trims a nickname; a blank one resets it to the bot's name.
    const nick = form.nick === null ? '' : form.nick.trim();
    if (charCount(nick) > LIMIT.nick.max)
      checks.fail(
        'nick',
        `The nickname takes at most ${LIMIT.nick.max} characters; it has ${charCount(nick)}.`,
      );
    body.nick = nick === '' ? null : nick;
  }
  const avatar = image(checks, 'avatar', form.avatar, 'avatar');
  if (avatar !== undefined || form.avatar === null) body.avatar = avatar ?? null;
  const banner = image(checks, 'banner', form.banner, 'banner');
  if (banner !== undefined || form.banner === null) body.banner = banner ?? null;
  // Discord documents no bound on a member's bio, so none is checked here: Discord answers.
  if (form.bio !== undefined)
    body.bio = form.bio === null || form.bio.trim() === '' ? null : form.bio;
  if (Object.keys(body).length === 0 && checks.problems.length === 0)
    checks.fail('nick', 'Change the nickname, avatar, banner or bio first: nothing would be sent.');
  const size = (body.avatar?.length ?? 0) + (body.banner?.length ?? 0);
  if (size > LIMIT.requestBytes)
    checks.fail(
      'banner',
      `The avatar and banner together take ${mib(size)} as sent; Discord takes at most ${mib(LIMIT.requestBytes)} in one request. Pick a smaller image.`,
    );
  return checks.result(() => ({
    method: 'PATCH',
    path: `/guilds/${seg(guild!)}/members/@me`,
    auth: 'bot',
    body,
  }));
}
