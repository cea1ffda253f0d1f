// Runs the fake Discord from the command line:
//   npx tsx e2e/fake-discord/main.ts --port 4174      (or FAKE_DISCORD_PORT=4174)
// Point the app's relay at it with DISCORD_API_BASE=http://127.0.0.1:4174/api/v10.
import {
  FAKE_APP_WEBHOOK,
  FAKE_BOT_TOKEN,
  FAKE_CHANNEL_ID,
  FAKE_FORBIDDEN_CHANNEL_ID,
  FAKE_GUILD_ID,
  FAKE_MESSAGE_ID,
  FAKE_PLAIN_WEBHOOK,
  webhookUrl,
} from './constants';
import { portFrom } from './port';
import { startFakeDiscord } from './server';

async function main(): Promise<void> {
  const port = portFrom(process.argv.slice(2), process.env);
  if (typeof port === 'string') {
    console.error(`fake-discord: ${port}`);
    process.exit(2);
  }
  const fake = await startFakeDiscord({ port, log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      const code = (error as { code?: string }).code;
      console.error(
        code === 'EADDRINUSE'
          ? `fake-discord: port ${port} is in use; pick another with --port or FAKE_DISCORD_PORT.`
          : `fake-discord: could not start (${code ?? String(error)}).`,
      );
      process.exit(1);
    },
  );
  console.log(
    [
      `Fake Discord listening on ${fake.url}`,
      `  DISCORD_API_BASE=${fake.apiBase}`,
      `  bot token          ${FAKE_BOT_TOKEN}`,
      `  channel id         ${FAKE_CHANNEL_ID} (message ${FAKE_MESSAGE_ID} is already there)`,
      `  no-access channel  ${FAKE_FORBIDDEN_CHANNEL_ID}`,
      `  guild id           ${FAKE_GUILD_ID} (roles, channels and members to mention)`,
      `  app webhook        ${webhookUrl(FAKE_APP_WEBHOOK)}`,
      `  plain webhook      ${webhookUrl(FAKE_PLAIN_WEBHOOK)}`,
      `  controls           GET ${fake.url}/__fake/requests, POST /__fake/reset, /__fake/next, /__fake/rate-limit`,
    ].join('\n'),
  );
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
