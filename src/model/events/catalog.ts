// The events and errors Discord sends an app, in three groups, as Discord's documentation gives
// them (docs/discord-rules.md, Events, and Interactions the app receives).
// A payload field appears here only when Discord's documentation names it; where it shows no
// payload, the entry says so and carries no fields and no sample.

export type EventSection =
  'Interactions received by the app' | 'Gateway and other events' | 'Errors';

export const EVENT_SECTIONS: readonly EventSection[] = [
  'Interactions received by the app',
  'Gateway and other events',
  'Errors',
];

/** How the app receives it. */
export type Arrival =
  'interaction' | 'gateway-dispatch' | 'webhook-event' | 'audit-log-entry' | 'token-endpoint-error';

export interface PayloadField {
  /** Dotted path in the payload, e.g. `d.meta.guild_id`. */
  path: string;
  /** What Discord's documentation says of it (types only where given). */
  about: string;
}

export type Payload =
  { known: true; fields: readonly PayloadField[]; note?: string } | { known: false; note: string };

export interface EventEntry {
  /** Stable key for links (`#events?event=<key>`): Discord's name where it documents one. */
  key: string;
  title: string;
  section: EventSection;
  arrives: Arrival;
  when: string;
  /** What in this app leads to it, or why nothing does. */
  inThisApp: string;
  /** The Tools page's tool that leads to it (`/tools#<tool>`), when one does. */
  tool?: string;
  payload: Payload;
}

export const NOT_DOCUMENTED = 'Payload not documented.';

const interaction = (
  key: string,
  type: number,
  title: string,
  when: string,
  fields: PayloadField[],
): EventEntry => ({
  key,
  title: `${title} (interaction type ${type})`,
  section: 'Interactions received by the app',
  arrives: 'interaction',
  when,
  inThisApp:
    'The editor’s preview simulates it: what the bot receives is built as Discord builds it.',
  payload: {
    known: true,
    fields: [
      {
        path: '(top level)',
        about:
          'Fields seen: id, type, token, application_id, version, guild_id, channel_id, member, ' +
          'app_permissions, locale, guild_locale, data. Their types and the full list: not documented.',
      },
      ...fields,
    ],
  },
});

export const EVENTS: readonly EventEntry[] = [
  interaction(
    'APPLICATION_COMMAND',
    2,
    'Application command',
    'Someone uses a slash, user or message command.',
    [
      { path: 'data.id, data.name, data.type', about: 'The command used.' },
      { path: 'data.options', about: 'Entries with type, name and value.' },
      {
        path: 'data.resolved',
        about: 'The users, members, roles, channels, messages, attachments named.',
      },
      { path: 'data.target_id', about: 'User and message commands: the user or message used on.' },
    ],
  ),
  interaction(
    'MESSAGE_COMPONENT',
    3,
    'Message component',
    'Someone clicks a button or chooses in a select.',
    [
      { path: 'data.component_type, data.id, data.custom_id', about: 'The component used.' },
      { path: 'data.values, data.resolved', about: 'Selects only: what was chosen.' },
    ],
  ),
  interaction('AUTOCOMPLETE', 4, 'Autocomplete', 'Someone types in an option with autocomplete.', [
    { path: 'data.options', about: 'The command’s options as typed so far.' },
    {
      path: 'data.options[].focused',
      about:
        'true on the option being typed; other filled options lack it; required options may be absent.',
    },
  ]),
  {
    key: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
    title: 'Application Command Permissions Update',
    section: 'Gateway and other events',
    arrives: 'gateway-dispatch',
    when: 'The permissions of a command are edited (a PUT of its permissions with a Bearer token).',
    inThisApp: 'Saving in the Register panel’s command permissions sends that PUT.',
    payload: { known: false, note: NOT_DOCUMENTED },
  },
  {
    key: 'CHANNEL_INFO',
    title: 'Channel Info',
    section: 'Gateway and other events',
    arrives: 'gateway-dispatch',
    when: 'After the client sends the Request Channel Info command (opcode 43).',
    inThisApp: 'Nothing: this app does not connect to the gateway.',
    payload: {
      known: true,
      fields: [
        { path: 'status', about: 'The voice channel status (a requested field).' },
        { path: 'voice_start_time', about: 'When voice started (a requested field).' },
      ],
      note: 'The fields requested; currently status and voice_start_time. Their types and the rest of the payload: not documented.',
    },
  },
  {
    key: 'voice-status-changes',
    title: 'Voice status and start time changes (two events)',
    section: 'Gateway and other events',
    arrives: 'gateway-dispatch',
    when: 'A voice channel’s status or voice start time changes.',
    inThisApp: 'Setting a voice channel status changes it; this app does not receive these.',
    tool: 'voice-status',
    payload: { known: false, note: `Their names are not documented either. ${NOT_DOCUMENTED}` },
  },
  {
    key: 'RATE_LIMITED',
    title: 'RATE_LIMITED (op 0, t RATE_LIMITED)',
    section: 'Gateway and other events',
    arrives: 'gateway-dispatch',
    when:
      'A Request Guild Members command (opcode 8) for all members (limit 0, empty query) goes past ' +
      'its limit: 1 per guild per bot per 30 seconds.',
    inThisApp: 'Nothing sends opcode 8 here; the builder below shows the request and the answer.',
    payload: {
      known: true,
      fields: [
        { path: 'd.opcode', about: 'The opcode that was limited (8).' },
        { path: 'd.retry_after', about: 'How long to wait. Its unit and type: not documented.' },
        { path: 'd.meta.guild_id', about: 'The guild of the request.' },
        { path: 'd.meta.nonce', about: 'The nonce of the request.' },
      ],
    },
  },
  ...(['ADD', 'UPDATE', 'REMOVE'] as const).map((change): EventEntry => ({
    key: `GUILD_MEMBER_${change}`,
    title: `GUILD_MEMBER_${change}`,
    section: 'Gateway and other events',
    arrives: 'gateway-dispatch',
    when: `A member is ${{ ADD: 'added to', UPDATE: 'updated in', REMOVE: 'removed from' }[change]} a guild. Used to keep member caches current.`,
    inThisApp: 'Nothing: this app does not connect to the gateway.',
    payload: { known: false, note: NOT_DOCUMENTED },
  })),
  {
    key: 'APPLICATION_DEAUTHORIZED',
    title: 'APPLICATION_DEAUTHORIZED (webhook event)',
    section: 'Gateway and other events',
    arrives: 'webhook-event',
    when: 'A user removes the app, or is banned.',
    inThisApp: 'Nothing: this app receives no webhook events. invalid_grant is treated like it.',
    payload: { known: false, note: NOT_DOCUMENTED },
  },
  {
    key: 'audit-192',
    title: 'Audit log entry 192 (VOICE_CHANNEL_STATUS_UPDATE)',
    section: 'Gateway and other events',
    arrives: 'audit-log-entry',
    when: 'A voice channel status is set.',
    inThisApp: 'Setting a voice channel status writes it.',
    tool: 'voice-status',
    payload: {
      known: true,
      fields: [{ path: 'options.status', about: 'The status, in the optional audit entry info.' }],
      note: "The rest of the entry is not described by Discord's documentation.",
    },
  },
  {
    key: 'audit-193',
    title: 'Audit log entry 193 (VOICE_CHANNEL_STATUS_DELETE)',
    section: 'Gateway and other events',
    arrives: 'audit-log-entry',
    when: 'A voice channel status is removed.',
    inThisApp: 'Clearing a voice channel status writes it.',
    tool: 'voice-status',
    payload: { known: false, note: `No entry info is documented for 193. ${NOT_DOCUMENTED}` },
  },
  {
    key: 'lobby-webhook-events',
    title: 'Lobby and game direct message webhook events',
    section: 'Gateway and other events',
    arrives: 'webhook-event',
    when: 'Lobby and game direct message activity.',
    inThisApp: 'Nothing: this app receives no webhook events.',
    payload: { known: false, note: `Their names are not documented either. ${NOT_DOCUMENTED}` },
  },
  {
    key: 'invalid_grant',
    title: 'invalid_grant (token endpoint error)',
    section: 'Errors',
    arrives: 'token-endpoint-error',
    when:
      'Refreshing an access token at /oauth2/token fails because the token was deleted. Treat it ' +
      'like receiving APPLICATION_DEAUTHORIZED.',
    inThisApp: 'Nothing: no token is involved here (the SDK authorization tool only builds a URL).',
    payload: {
      known: false,
      note: `Token endpoint request and response shapes are not documented. ${NOT_DOCUMENTED}`,
    },
  },
];

/** The entry of a key, or null. */
export function eventByKey(key: string): EventEntry | null {
  return EVENTS.find((e) => e.key === key) ?? null;
}
