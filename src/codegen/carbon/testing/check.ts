// For tests: the check a carbon printer's output must pass. It type-checks the program against
// @buape/carbon's own .d.ts, then runs it with the real library, global fetch swapped for a
// recorder (carbon's RequestClient calls `fetch` itself unless the program passes its own in
// requestOptions, which a printed program does not), so that what carbon would send Discord -
// after its classes' serialize() and its message serializer - is kept as JSON. Routing is checked
// by handing the program's Client (client.handleInteraction) the interactions Discord would send
// for each custom_id, and recording the program's answers.
import {
  interactiveComponents,
  loadProgram,
  modalSubmitData,
  typecheckProgram,
  type ProgramFiles,
} from '../../discordeno/testing/program';

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

export interface RecordedRequest {
  /** The export that was running. */
  during: string;
  method: string;
  /** The route after /api/v10, e.g. /channels/1/messages. */
  route: string;
  /** The JSON body (for a multipart upload: its payload_json). */
  body: unknown;
  /** The names of the files uploaded with it. */
  files: string[];
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

/** Samples the routing is checked on: message payloads (their components) and modal payloads. */
export interface RoutingSamples {
  messages: readonly unknown[];
  modals: readonly {
    custom_id: string;
    components: { type: number; component?: { type: number; custom_id: string } }[];
  }[];
}

const CHANNEL_ID = '111111111111111111';
const GUILD_ID = '444444444444444444';
const APPLICATION_ID = '333333333333333333';
/** The id every fake pick of a user, role, mentionable or file carries (see program.ts). */
const PICKED_ID = '223456789012345678';
const USER = {
  id: PICKED_ID,
  username: 'someone',
  discriminator: '0',
  avatar: null,
  global_name: null,
};

let nextInteraction = 1;

/** Type-checks and runs a carbon program (its files, entry `bot.ts`), recording what it sends. */
export async function checkCarbon(
  files: ProgramFiles,
  routing: RoutingSamples,
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('carbon', files);
  const program = (await loadProgram('carbon', files, 'bot.ts')) as CarbonProgram;
  const requests: RecordedRequest[] = [];
  /** Interaction callbacks by interaction id. */
  const callbacks: Record<string, unknown> = {};
  const answers: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  let during = 'makeClient';
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = new URL(request.url).pathname.replace(/^\/api(\/v\d+)?/, '');
    let body: unknown;
    const fileNames: string[] = [];
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      for (const [key, value] of form) {
        if (key === 'payload_json') body = JSON.parse(String(value));
        else if (typeof value !== 'string') fileNames.push(value.name);
      }
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    requests.push({ during, method: request.method, route, body, files: fileNames });
    return Response.json(reply(request.method, route, body, callbacks));
  };
  try {
    const client = program.makeClient({
      baseUrl: 'http://localhost:3000',
      clientId: APPLICATION_ID,
      publicKey: '00'.repeat(32),
      token: 'fake.not-a-token',
      deploySecret: 'not-a-secret',
    });
    for (const [name, value] of Object.entries(program)) {
      if (typeof value !== 'function' || name === 'makeClient') continue;
      during = name;
      if (name.startsWith('send')) await finish(name, value(client, CHANNEL_ID));
      else if (name.startsWith('register')) await finish(name, value(client));
      else if (name.startsWith('show')) await finish(name, value(await commandInteraction(client)));
    }
    // Routing: what Discord sends when each component is used and each modal submitted.
    const dispatch = async (customId: string, type: number, data: Record<string, unknown>) => {
      const raw = rawInteraction(type, data);
      during = `route ${customId}`;
      try {
        await finish(during, client.handleInteraction(raw));
        answers[customId] = callbacks[raw.id];
      } catch (error) {
        errors[customId] = error instanceof Error ? error.message : String(error);
      }
    };
    for (const message of routing.messages)
      for (const { customId, type } of interactiveComponents(message))
        await dispatch(customId, 3, {
          custom_id: customId,
          component_type: type,
          ...(type === 2 ? {} : { values: type === 3 ? ['general'] : [PICKED_ID] }),
        });
    for (const modal of routing.modals)
      await dispatch(modal.custom_id, 5, { ...modalSubmitData(modal), resolved: RESOLVED });
    return { typeErrors, requests, answers, errors };
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * What Discord resolves for the picked id of a modal's role select, mentionable select and file
 * upload (carbon's fields getters read these; a mentionable resolved as a role).
 */
const RESOLVED = {
  roles: {
    [PICKED_ID]: {
      id: PICKED_ID,
      name: 'team',
      color: 0,
      hoist: false,
      position: 1,
      permissions: '0',
      managed: false,
      mentionable: true,
      flags: 0,
    },
  },
  attachments: {
    [PICKED_ID]: {
      id: PICKED_ID,
      filename: 'shot.png',
      size: 1,
      url: 'https://cdn.example.com/shot.png',
      proxy_url: 'https://cdn.example.com/shot.png',
    },
  },
};

/** The fake Discord's answer to a request; an interaction callback's body is kept as the answer. */
function reply(method: string, route: string, body: unknown, callbacks: Record<string, unknown>) {
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
  const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(route);
  if (callback) {
    callbacks[callback[1]!] = body;
    return { interaction: { id: callback[1], type: 2 }, resource: { type: 4, message } };
  }
  if (method === 'GET' && /^\/channels\/\d+$/.test(route))
    return { id: CHANNEL_ID, type: 0, guild_id: GUILD_ID, name: 'general', position: 0 };
  if (method === 'PUT') return [];
  return message;
}

/** An interaction as Discord sends it to the interactions endpoint, in a guild. */
function rawInteraction(type: number, data: Record<string, unknown>) {
  const id = String(900000000000000000n + BigInt(nextInteraction++));
  return {
    id,
    application_id: APPLICATION_ID,
    type,
    data,
    guild_id: GUILD_ID,
    channel_id: CHANNEL_ID,
    channel: { id: CHANNEL_ID, type: 0 },
    member: { user: USER, roles: [], permissions: '0', joined_at: '2026-01-01T00:00:00.000Z' },
    // A component interaction carries the message it is on.
    ...(type === 3 ? { message: { id: '555555555555555555', channel_id: CHANNEL_ID } } : {}),
    token: `token-${id}`,
    version: 1,
    app_permissions: '0',
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
  };
}

/** A slash command interaction (/ticket) as carbon hands it to a command's run(). */
async function commandInteraction(client: FakeClient): Promise<unknown> {
  // Loaded here, at test time only, from the install the program itself runs against.
  const { CommandInteraction } = await import('@buape/carbon');
  return new CommandInteraction({
    client: client as never,
    data: rawInteraction(2, { id: '5', name: 'ticket', type: 1 }) as never,
    defaults: {},
  });
}

/** Waits for one step; a call carbon never settles fails instead of hanging the test. */
async function finish(name: string, run: unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within 5 s`)), 5000);
  });
  try {
    await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
