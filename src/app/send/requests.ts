// What to ask Discord for, checked before anything is sent: the form's fields become a target (a
// bot and channel, or a webhook), and each operation (send, edit, load, look up the webhook) a
// request to the app's own relay. Missing or malformed fields give a sentence saying what to fix.
import { CREATE_ONLY_FIELDS, WEBHOOK_ONLY_FIELDS, toPayload } from '../../model';
import type { MessageDoc } from '../../model';
import type { Sender } from '../discord/answers';
import type { RelayRequest } from '../discord/requests';
import { JSON_HEADERS, RELAY_PREFIX, botAuth, botToken, snowflake } from '../discord/requests';
import { parseWebhookUrl } from './webhook-url';

export type SendMode = Sender;
export type Operation = 'send' | 'edit' | 'load';

/** The send panel's fields, as typed. */
export interface SendForm {
  mode: SendMode;
  token: string;
  channelId: string;
  webhookUrl: string;
  messageId: string;
  threadId: string;
  threadName: string;
  username: string;
  avatarUrl: string;
}

export type Target =
  | { kind: 'bot'; token: string; channelId: string }
  | { kind: 'webhook'; id: string; token: string; threadId: string | null };

export interface Checked {
  target: Target;
  /** Set for edit and load. */
  messageId: string | null;
  /** Webhook execute only: username, avatar_url, thread_name overrides. */
  extras: Record<string, string>;
}

const MAX_USERNAME = 80;

export type CheckResult = { ok: true; value: Checked } | { ok: false; reason: string };
const refuse = (reason: string): CheckResult => ({ ok: false, reason });

/** The fields an operation needs, checked; the first thing missing or wrong otherwise. */
export function checkForm(form: SendForm, op: Operation): CheckResult {
  let messageId: string | null = null;
  if (op !== 'send') {
    const bad = snowflake(
      form.messageId,
      'message id',
      'right-click the message › Copy Message ID',
    );
    if (bad) return refuse(bad);
    messageId = form.messageId.trim();
  }
  if (form.mode === 'bot') {
    const token = botToken(form.token);
    if (!token.ok) return token;
    const bad = snowflake(
      form.channelId,
      'channel id',
      'right-click the channel › Copy Channel ID',
    );
    if (bad) return refuse(bad);
    return {
      ok: true,
      value: {
        target: { kind: 'bot', token: token.value, channelId: form.channelId.trim() },
        messageId,
        extras: {},
      },
    };
  }
  const parsed = parseWebhookUrl(form.webhookUrl);
  if (!parsed.ok) return refuse(parsed.reason);
  let threadId = parsed.webhook.threadId;
  if (form.threadId.trim() !== '') {
    const bad = snowflake(form.threadId, 'thread id', 'right-click the thread › Copy Thread ID');
    if (bad) return refuse(bad);
    threadId = form.threadId.trim();
  }
  const extras: Record<string, string> = {};
  if (op === 'send') {
    const threadName = form.threadName.trim();
    if (threadName !== '' && threadId !== null)
      return refuse(
        'Give a thread id (to post in a thread) or a thread name (to start a forum post), not both.',
      );
    const username = form.username.trim();
    if (username.length > MAX_USERNAME)
      return refuse(
        `The username is at most ${MAX_USERNAME} characters; this one has ${username.length}.`,
      );
    const avatar = form.avatarUrl.trim();
    if (avatar !== '' && !/^https?:\/\/\S+$/.test(avatar))
      return refuse('The avatar URL must start with https:// (or http://).');
    if (threadName !== '') extras.thread_name = threadName;
    if (username !== '') extras.username = username;
    if (avatar !== '') extras.avatar_url = avatar;
  }
  const { id, token } = parsed.webhook;
  return {
    ok: true,
    value: { target: { kind: 'webhook', id, token, threadId }, messageId, extras },
  };
}

const EDIT_DROPS = new Set<string>([...CREATE_ONLY_FIELDS, ...WEBHOOK_ONLY_FIELDS, 'tts', 'poll']);

/** The JSON body an operation sends for this design (before files are added). */
export function messageBody(
  doc: MessageDoc,
  op: 'send' | 'edit',
  checked: Checked,
): Record<string, unknown> {
  if (op === 'edit') {
    const body = toPayload(doc, 'message');
    for (const key of EDIT_DROPS) delete body[key];
    return body;
  }
  if (checked.target.kind === 'bot') return toPayload(doc, 'message');
  return { ...toPayload(doc, 'webhook'), ...checked.extras };
}

/** Whether a body has components to send (webhooks ignore them without with_components). */
export function hasComponents(body: Record<string, unknown>): boolean {
  return Array.isArray(body.components) && body.components.length > 0;
}

function query(params: Record<string, string | null | false>): string {
  const parts = Object.entries(params).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return parts.length === 0 ? '' : `?${new URLSearchParams(parts).toString()}`;
}

function base(target: Target): { path: string; headers: Record<string, string> } {
  return target.kind === 'bot'
    ? {
        path: `${RELAY_PREFIX}/channels/${target.channelId}/messages`,
        headers: botAuth(target.token),
      }
    : {
        path: `${RELAY_PREFIX}/webhooks/${target.id}/${encodeURIComponent(target.token)}`,
        headers: {},
      };
}

/** POST a new message (webhooks wait for the message, so its id comes back). */
export function sendRequest(checked: Checked, body: Record<string, unknown>): RelayRequest {
  const { target } = checked;
  const { path, headers } = base(target);
  const q =
    target.kind === 'bot'
      ? ''
      : query({
          wait: 'true',
          thread_id: target.threadId,
          with_components: hasComponents(body) && 'true',
        });
  return {
    method: 'POST',
    url: path + q,
    headers: { ...headers, ...JSON_HEADERS },
    body: JSON.stringify(body),
  };
}

function messagePath(checked: Checked): { path: string; headers: Record<string, string> } {
  const { path, headers } = base(checked.target);
  const messages = checked.target.kind === 'bot' ? '' : '/messages';
  return { path: `${path}${messages}/${checked.messageId ?? ''}`, headers };
}

/** PATCH an existing message with the design. */
export function editRequest(checked: Checked, body: Record<string, unknown>): RelayRequest {
  const { path, headers } = messagePath(checked);
  const { target } = checked;
  const q =
    target.kind === 'bot'
      ? ''
      : query({ thread_id: target.threadId, with_components: hasComponents(body) && 'true' });
  return {
    method: 'PATCH',
    url: path + q,
    headers: { ...headers, ...JSON_HEADERS },
    body: JSON.stringify(body),
  };
}

/** GET an existing message. */
export function loadRequest(checked: Checked): RelayRequest {
  const { path, headers } = messagePath(checked);
  const q = checked.target.kind === 'bot' ? '' : query({ thread_id: checked.target.threadId });
  return { method: 'GET', url: path + q, headers, body: null };
}

/** GET the webhook itself (its application_id says whether it may send buttons and selects). */
export function webhookInfoRequest(target: Extract<Target, { kind: 'webhook' }>): RelayRequest {
  return { method: 'GET', url: base(target).path, headers: {}, body: null };
}

/** The secrets of a target, to keep out of anything shown. */
export function secretsOf(target: Target): string[] {
  return [target.token];
}
