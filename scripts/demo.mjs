// `npm run demo`: the offline demo. Starts the fake Discord (e2e/fake-discord) and `npm start`
// with the relay pointed at it, so sending works without Discord or a real token. Ctrl+C stops
// both; if either stops on its own, the other is stopped too.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const fakePort = Number(process.env.FAKE_DISCORD_PORT ?? 4174);
const fakeUrl = `http://127.0.0.1:${fakePort}`;
const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  // Each child leads its own process group, so stopping it also stops what it started
  // (npm start runs a shell that runs vite).
  const child = spawn(command, args, {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`demo: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the demo.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // Give them a moment to close their ports.
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('the fake Discord', process.execPath, [
  'node_modules/tsx/dist/cli.mjs',
  'e2e/fake-discord/main.ts',
  '--port',
  String(fakePort),
]);

// The app's build takes longer than the fake's start, but the relay should not answer 502 to a
// first request made the moment the page is up.
let ready = false;
for (let i = 0; i < 50 && !stopping && !ready; i += 1) {
  ready = await fetch(`${fakeUrl}/__fake/requests`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await sleep(200);
}
if (!ready && !stopping) {
  console.error(`demo: the fake Discord did not answer on ${fakeUrl} within 10 s.`);
  stop(1);
} else if (!stopping) {
  start('npm start', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
    DISCORD_API_BASE: `${fakeUrl}/api/v10`,
  });
  console.log('demo: open http://127.0.0.1:4173 once the build is done; Ctrl+C stops both.');
}
