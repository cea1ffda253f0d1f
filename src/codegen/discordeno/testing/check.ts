// For tests: the check a discordeno printer's output must pass. It type-checks the program
// against @discordeno/bot's own .d.ts, then runs it with the real library, global fetch swapped
// for the fake Discord of ../../testing/npm-check.ts (discordeno's REST manager calls
// `fetch(request)` itself), so that what discordeno would send Discord - after its
// camelCase-to-snake_case transform - is kept as JSON. Routing is checked by handing the bot's own
// INTERACTION_CREATE handler the interactions Discord would send for each custom_id, and
// recording the program's answers.
import {
  APPLICATION_ID,
  CHANNEL_ID,
  SLASH_TICKET,
  directInteraction,
  finish,
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

export interface CheckResult {
  /** `file:line:column message` for every type error; empty when the program type-checks. */
  typeErrors: string[];
  requests: RecordedRequest[];
  /** For each custom_id dispatched: the body of the program's answer, or undefined if none. */
  answers: Record<string, unknown>;
}

// A token whose first part is the application id in base64, as discordeno reads it.
const TOKEN = `${Buffer.from(APPLICATION_ID).toString('base64')}.fake.not-a-token`;

/** The fake Discord's answer: no content for a callback, the message (or command set) made. */
const answer = (request: RecordedRequest, callback: string | undefined) =>
  callback !== undefined
    ? new Response(null, { status: 204 })
    : Response.json(request.method === 'PUT' ? [] : { id: '1', channel_id: CHANNEL_ID });

/** Type-checks and runs a discordeno program (its files, entry `bot.ts`), recording what it sends. */
export async function checkDiscordeno(
  files: ProgramFiles,
  routing: RoutingSamples,
): Promise<CheckResult> {
  const typeErrors = typecheckProgram('discordeno', files);
  const program = (await loadProgram('discordeno', files, 'bot.ts')) as DiscordenoProgram;
  return withFakeDiscord('makeBot', answer, async (discord) => {
    const bot = program.makeBot(TOKEN);
    for (const [name, value] of Object.entries(program)) {
      if (typeof value !== 'function' || name === 'makeBot') continue;
      discord.during = name;
      const step = `${name}()`;
      if (name.startsWith('send')) await finish(step, value(bot, CHANNEL_ID));
      else if (name.startsWith('register')) await finish(step, value(bot));
      else if (name.startsWith('show'))
        await finish(
          step,
          value(
            bot.transformers.interaction(bot, directInteraction(2, SLASH_TICKET), { shardId: 0 }),
          ),
        );
    }
    // Routing: what Discord sends when each component is used and each modal submitted.
    const byInteraction = new Map<string, string>();
    for (const { customId, type, data } of routedInteractions(routing)) {
      const raw = directInteraction(type, data);
      byInteraction.set(raw.id, customId);
      discord.during = `route ${customId}`;
      await bot.handlers.INTERACTION_CREATE!(
        bot,
        { op: 0, s: 1, t: 'INTERACTION_CREATE', d: raw },
        0,
      );
      await settle(() => raw.id in discord.callbacks);
    }
    const answers: Record<string, unknown> = {};
    for (const [id, customId] of byInteraction) answers[customId] = discord.callbacks[id];
    return { typeErrors, requests: discord.requests, answers };
  });
}

/** Lets the program's handler (started without being awaited by the library) run to its answer. */
async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
}

/**
 * The one difference discordeno makes that Discord reads the same: it types an attachment's id
 * as a snowflake string ("0"), where the samples write the number 0. Ids are compared as text.
 */
export function normalise(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(normalise);
  if (!body || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] =
      key === 'attachments' && Array.isArray(value)
        ? value.map((a: Record<string, unknown>) => ({ ...a, id: String(a.id) }))
        : normalise(value);
  return out;
}
