// For tests: the check a carbon printer's output must pass. It type-checks the program against
// @buape/carbon's own .d.ts, then runs it with the real library, global fetch swapped for the fake
// Discord of ../../testing/npm-check.ts (carbon's RequestClient calls `fetch` itself unless the
// program passes its own in requestOptions, which a printed program does not), so that what carbon
// would send Discord - after its classes' serialize() and its message serializer - is kept as
// JSON. Routing is checked by handing the program's Client (client.handleInteraction) the
// interactions Discord would send for each custom_id, and recording the program's answers.
import {
  APPLICATION_ID,
  CHANNEL_ID,
  GUILD_ID,
  RESOLVED,
  SLASH_TICKET,
  USER,
  finish,
  guildInteraction,
  loadProgram,
  routedInteractions,
  typecheckProgram,
  withFakeDiscord,
  type ProgramFiles,
  type RecordedRequest,
  type RoutingSamples,
} from '../../testing/npm-check';

export type { RecordedRequest, RoutingSamples };

/** What the program must export, from its `bot.ts`. */
interface CarbonProgram {
  /** `new Client(options, { commands, components, modals })`. */
  makeClient: (options: Record<string, unknown>) => FakeClient;
  /** `send*(client, channelId)`, `show*(interaction)`, `register*(client)`: one per design. */
  [name: string]: unknown;
}

interface FakeClient {
  handleInteraction: (raw: unknown) => Promise<unknown>;
}

export interface CheckResult {
  /** `file:line:column message` for every type error; empty when the program type-checks. */
  typeErrors: string[];
  requests: RecordedRequest[];
  /** For each custom_id dispatched: the body of the program's answer, or undefined if none. */
  answers: Record<string, unknown>;
  /** For each custom_id whose dispatch threw (carbon throws for a component it cannot route). */
  errors: Record<string, string>;
}

/** Type-checks and runs a carbon program (its files, entry `bot.ts`), recording what it sends. */
export async function checkCarbon(
  files: ProgramFiles,
  routing: RoutingSamples,
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('carbon', files);
  const program = (await loadProgram('carbon', files, 'bot.ts')) as CarbonProgram;
  return withFakeDiscord('makeClient', reply, async (discord) => {
    const answers: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    const client = program.makeClient({
      baseUrl: 'http://localhost:3000',
      clientId: APPLICATION_ID,
      publicKey: '00'.repeat(32),
      token: 'fake.not-a-token',
      deploySecret: 'not-a-secret',
    });
    for (const [name, value] of Object.entries(program)) {
      if (typeof value !== 'function' || name === 'makeClient') continue;
      discord.during = name;
      if (name.startsWith('send')) await finish(name, value(client, CHANNEL_ID));
      else if (name.startsWith('register')) await finish(name, value(client));
      else if (name.startsWith('show')) await finish(name, value(await commandInteraction(client)));
    }
    // Routing: what Discord sends when each component is used and each modal submitted.
    for (const { customId, type, data } of routedInteractions(routing, { modals: PICKED })) {
      const raw = guildInteraction(type, data);
      discord.during = `route ${customId}`;
      try {
        await finish(discord.during, client.handleInteraction(raw));
        answers[customId] = discord.callbacks[raw.id];
      } catch (error) {
        errors[customId] = error instanceof Error ? error.message : String(error);
      }
    }
    return { typeErrors, requests: discord.requests, answers, errors };
  });
}

/**
 * What Discord resolves for the picked id of a modal's role select, mentionable select and file
 * upload (carbon's fields getters read these; a mentionable resolved as a role).
 */
const PICKED = { roles: RESOLVED.roles, attachments: RESOLVED.attachments };

/** The fake Discord's answer to a request; an interaction callback's answer holds the message. */
function reply(request: RecordedRequest, callback: string | undefined): Response {
  const message = {
    id: '555555555555555555',
    channel_id: CHANNEL_ID,
    content: '',
    author: USER,
    timestamp: '2026-11-29T12:00:00.000Z',
    embeds: [],
    attachments: [],
    components: [],
  };
  if (callback !== undefined)
    return Response.json({
      interaction: { id: callback, type: 2 },
      resource: { type: 4, message },
    });
  if (request.method === 'GET' && /^\/channels\/\d+$/.test(request.route))
    return Response.json({
      id: CHANNEL_ID,
      type: 0,
      guild_id: GUILD_ID,
      name: 'general',
      position: 0,
    });
  if (request.method === 'PUT') return Response.json([]);
  return Response.json(message);
}

/** A slash command interaction (/ticket) as carbon hands it to a command's run(). */
async function commandInteraction(client: FakeClient): Promise<unknown> {
  // Loaded here, at test time only, from the install the program itself runs against.
  const { CommandInteraction } = await import('@buape/carbon');
  return new CommandInteraction({
    client: client as never,
    data: guildInteraction(2, SLASH_TICKET) as never,
    defaults: {},
  });
}

type Json = Record<string, unknown>;

/**
 * A sample design as carbon 0.16.0 can send it: each change is one entry of the README's "cannot
 * express" list. (1) Thumbnail has no description. (2) A command always carries
 * integration_types and contexts (carbon's defaults when the design leaves them unset).
 */
export function asCarbonCanSend(sample: string, payload: unknown): unknown {
  const copy = structuredClone(payload) as Json;
  if (sample === 'message-v2') {
    const container = (copy.components as Json[])[0]!;
    const section = (container.components as Json[])[2]!;
    delete (section.accessory as Json).description;
  }
  if (sample === 'commands')
    for (const command of copy as unknown as Json[]) {
      command.integration_types ??= [0, 1];
      command.contexts ??= [0, 1, 2];
    }
  return copy;
}

/** Keys carbon sends beside the ones Discord reads, by the object they sit in. */
const STRAY: Record<string, readonly string[]> = {
  // its message serializer spreads the payload it was given, camelCase keys included
  message: ['allowedMentions'],
  poll: ['expiry', 'allowMultiselect', 'layoutType'],
  // a subcommand (group) is serialized like a command, then its type is overwritten
  subcommand: ['integration_types', 'contexts', 'default_member_permissions'],
};
/** Keys whose value is Discord's default when absent. */
const DEFAULTS: Record<string, unknown> = {
  disabled: false,
  spoiler: false,
  nsfw: false,
  default_member_permissions: null,
};

/**
 * What Discord reads the same, applied to both sides: a key set to Discord's default equals the
 * key left out (DEFAULTS), and the keys carbon sends that Discord does not read at that place
 * (STRAY) are dropped.
 */
export function normalise(value: unknown, place = 'message'): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, place));
  if (!value || typeof value !== 'object') return value;
  const object = value as Json;
  const here =
    place === 'option' && (object.type === 1 || object.type === 2) ? 'subcommand' : place;
  const out: Json = {};
  for (const [key, v] of Object.entries(object)) {
    if (STRAY[here]?.includes(key)) continue;
    if (key in DEFAULTS && v === DEFAULTS[key]) continue;
    out[key] = normalise(v, key === 'poll' ? 'poll' : key === 'options' ? 'option' : 'other');
  }
  return out;
}

/** What the steps named `during` sent (a channel lookup aside), as Discord reads it. */
export const sentDuring = (result: CheckResult, during: string) =>
  result.requests
    .filter((r) => r.during === during && r.method !== 'GET')
    .map((r) => normalise(r.body));
