// For tests: the check a discordeno printer's output must pass. It type-checks the program
// against @discordeno/bot's own .d.ts, then runs it with the real library, global fetch swapped
// for a recorder (discordeno's REST manager calls `fetch(request)` itself), so that what
// discordeno would send Discord - after its camelCase-to-snake_case transform - is kept as JSON.
// Routing is checked by handing the bot's own INTERACTION_CREATE handler the interactions
// Discord would send for each custom_id, and recording the program's answers.
import {
  interactiveComponents,
  loadProgram,
  modalSubmitData,
  typecheckProgram,
  type ProgramFiles,
} from './program';

/** What the program must export, from its `bot.ts`. */
interface DiscordenoProgram {
  /** createBot(...) with its interactionCreate router set. */
  makeBot: (token: string) => FakeBot;
  /** `send*(bot, channelId)`, `show*(interaction)`, `register*(bot)`: one per design. */
  [name: string]: unknown;
}

interface FakeBot {
  transformers: {
    interaction: (bot: FakeBot, raw: unknown, extra: { shardId: number }) => unknown;
  };
  handlers: Record<string, (bot: FakeBot, data: unknown, shardId: number) => unknown>;
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
const APPLICATION_ID = '333333333333333333';
// A token whose first part is the application id in base64, as discordeno reads it.
const TOKEN = `${Buffer.from(APPLICATION_ID).toString('base64')}.fake.not-a-token`;

let nextInteraction = 1;

/** Type-checks and runs a discordeno program (its files, entry `bot.ts`), recording what it sends. */
export async function checkDiscordeno(
  files: ProgramFiles,
  routing: RoutingSamples,
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('discordeno', files);
  const program = (await loadProgram('discordeno', files, 'bot.ts')) as DiscordenoProgram;
  const requests: RecordedRequest[] = [];
  const answers: Record<string, unknown> = {};
  let during = 'makeBot';
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = url.pathname.replace(/^\/api\/v\d+/, '');
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
    const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(route);
    if (callback) {
      answers[String(callback[1])] = body;
      return new Response(null, { status: 204 });
    }
    const reply = request.method === 'PUT' ? [] : { id: '1', channel_id: CHANNEL_ID };
    return Response.json(reply);
  };
  try {
    const bot = program.makeBot(TOKEN);
    for (const [name, value] of Object.entries(program)) {
      if (typeof value !== 'function' || name === 'makeBot') continue;
      during = name;
      if (name.startsWith('send')) await finish(name, value(bot, CHANNEL_ID));
      else if (name.startsWith('register')) await finish(name, value(bot));
      else if (name.startsWith('show'))
        await finish(
          name,
          value(
            bot.transformers.interaction(
              bot,
              rawInteraction(2, { id: '5', name: 'ticket', type: 1 }),
              { shardId: 0 },
            ),
          ),
        );
    }
    // Routing: what Discord sends when each component is used and each modal submitted.
    const byInteraction = new Map<string, string>();
    const dispatch = async (customId: string, type: number, data: unknown) => {
      const raw = rawInteraction(type, data);
      byInteraction.set(raw.id, customId);
      during = `route ${customId}`;
      await bot.handlers.INTERACTION_CREATE!(
        bot,
        { op: 0, s: 1, t: 'INTERACTION_CREATE', d: raw },
        0,
      );
      await settle(() => raw.id in answers);
    };
    for (const message of routing.messages)
      for (const { customId, type } of interactiveComponents(message))
        await dispatch(customId, 3, {
          custom_id: customId,
          component_type: type,
          ...(type === 2 ? {} : { values: type === 3 ? ['general'] : ['223456789012345678'] }),
        });
    for (const modal of routing.modals) await dispatch(modal.custom_id, 5, modalSubmitData(modal));
    const byCustomId: Record<string, unknown> = {};
    for (const [id, customId] of byInteraction) byCustomId[customId] = answers[id];
    return { typeErrors, requests, answers: byCustomId };
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** An interaction as Discord sends it at INTERACTION_CREATE. */
function rawInteraction(type: number, data: unknown) {
  const id = String(900000000000000000n + BigInt(nextInteraction++));
  return {
    id,
    application_id: APPLICATION_ID,
    type,
    data,
    channel_id: CHANNEL_ID,
    user: {
      id: '223456789012345678',
      username: 'someone',
      discriminator: '0',
      avatar: null,
      global_name: null,
    },
    token: `token-${id}`,
    version: 1,
    app_permissions: '0',
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
  };
}

/** Waits for one export's run; a call discordeno never settles fails instead of hanging the test. */
async function finish(name: string, run: unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}() did not finish within 5 s`)), 5000);
  });
  try {
    await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Lets the program's handler (started without being awaited by the library) run to its answer. */
async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
}
