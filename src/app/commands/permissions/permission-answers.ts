// Discord's answers to the permission calls in plain words. What is particular to permissions is
// said here (no entries yet, an unknown command, a token that may not edit, the entries Discord
// refused with their paths); anything else (a relay that is not running, Discord's own trouble) is
// worded by `explain`. A rate limit never gets here: the call runner waits it out.
import { flattenDiscordErrors, isPlainObject, plural } from '../../../model';
import type { Answer } from '../../discord/answers';
import { discordSays, explain, redact } from '../../discord/answers';
import { BEARER_HELP } from './bearer-token';
import type { CommandPermissions, PermissionEntry } from './permission-entries';
import { readCommandPermissions, shortPath } from './permission-entries';

export type PermissionsCall =
  /** `label` is "/ban", or "All commands (application default)" with `isDefault`. */
  | { kind: 'load-one'; label: string; isDefault: boolean }
  | { kind: 'load-all' }
  | { kind: 'save'; label: string };

export interface FieldError {
  /** `permissions[3].id`. */
  path: string;
  message: string;
  code: string;
}

export type PermissionsResult =
  /** `own` false: the command has no entries of its own (10066), so the defaults apply. */
  | { kind: 'loaded'; entries: PermissionEntry[]; own: boolean; message: string }
  | { kind: 'loaded-all'; list: CommandPermissions[]; message: string }
  | { kind: 'saved'; entries: PermissionEntry[]; message: string }
  | { kind: 'failed'; message: string; errors: FieldError[] };

const UNKNOWN_COMMAND = 10063;
const UNKNOWN_PERMISSIONS = 10066;
const INVALID_FORM_BODY = 50035;

/** Discord's `message` and `code` as "Missing Access, code 50001" (or ''), and the code. */
const failed = (message: string, errors: FieldError[] = []): PermissionsResult => ({
  kind: 'failed',
  message,
  errors,
});

function success(call: PermissionsCall, body: unknown): PermissionsResult {
  const notAList = failed(
    "Discord answered, but not with command permissions: the relay may be sending these requests somewhere else than Discord's API.",
  );
  if (call.kind === 'load-all') {
    if (!Array.isArray(body)) return notAList;
    const list = body.flatMap((item: unknown) => readCommandPermissions(item) ?? []);
    return {
      kind: 'loaded-all',
      list,
      message:
        list.length === 0
          ? 'No command of the application has entries in this guild: every command follows its default_member_permissions.'
          : `Loaded the entries of ${plural(list.length, 'command')} in this guild.`,
    };
  }
  const read = readCommandPermissions(body);
  if (read === null) return notAList;
  const n = plural(read.permissions.length, 'entry', 'entries');
  return call.kind === 'save'
    ? { kind: 'saved', entries: read.permissions, message: `Saved ${n} for ${call.label}.` }
    : {
        kind: 'loaded',
        entries: read.permissions,
        own: true,
        message: `Loaded ${n} of ${call.label}.`,
      };
}

/** What an answer to a permission call means; `credential` is what the request was sent with. */
export function permissionsAnswer(
  call: PermissionsCall,
  answer: Answer,
  credential: 'bot' | 'bearer',
  secrets: readonly string[],
): PermissionsResult {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return success(call, body);
  const said = discordSays(body, status);
  // Only Discord's words can echo a token; ours are whole sentences, too long to cut.
  const text = redact(said.text, secrets);
  const detail = text ? `, ${text}` : '';
  // The relay's own refusals (not the network failure, which `explain` words) are not Discord's.
  if (isPlainObject(body) && body.relay === true && status !== 502)
    return failed(
      `The app's relay refused the request (${status}): ${text.replace(/\.$/, '') || 'it gave no reason'}.`,
    );
  if (status === 404 && said.code === UNKNOWN_PERMISSIONS && call.kind === 'load-one')
    return {
      kind: 'loaded',
      entries: [],
      own: false,
      message: call.isDefault
        ? 'The application has no default entries in this guild: each command without entries of its own follows its default_member_permissions.'
        : `${call.label} has no entries of its own in this guild; the defaults apply.`,
    };
  if (status === 404 && said.code === UNKNOWN_COMMAND)
    return failed(
      `Discord does not know this command (404${detail}): it was deleted, or it is not a command of this application in this guild. Load the commands again.`,
    );
  if (status === 400 && said.code === INVALID_FORM_BODY) {
    const errors = flattenDiscordErrors(body).map((e) => ({
      path: shortPath(e.path),
      message: redact(e.message, secrets),
      code: e.code,
    }));
    return failed(
      errors.length === 0
        ? 'Discord refused the entries (400, Invalid Form Body) without saying which.'
        : `Discord refused the entries (400, Invalid Form Body) with ${plural(errors.length, 'error')}:`,
      errors,
    );
  }
  if (status === 401)
    return failed(
      credential === 'bot'
        ? `Discord refused the bot token (401${detail}): copy the bot's token again from the Developer Portal (Bot › Reset Token).`
        : `Discord refused the Bearer token (401${detail}): it has expired, was revoked, or is not an access token. ${BEARER_HELP}`,
    );
  if (status === 403)
    return failed(
      call.kind === 'save'
        ? `Discord refused to edit the permissions (403${detail}). A bot token cannot edit them; a Bearer token can, with the right scope and from a user who can manage the server and its roles. ${BEARER_HELP}`
        : `Discord refused to show the permissions (403${detail}): check the application id and the server id, and that the application is in that server (added with the applications.commands scope).`,
    );
  // 401 is worded above, so the mode `explain` words a 401 with never matters.
  const outcome = explain(answer, 'bot', secrets);
  if (outcome.kind === 'ok' || outcome.kind === 'cancelled')
    return failed(`Discord answered ${status}${detail}.`);
  return failed(outcome.message);
}
