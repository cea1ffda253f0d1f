#!/usr/bin/env node
// The e2e specs run in Debian's Chromium at /usr/bin/chromium (Playwright's own browser download
// does not work here), with Debian's colour emoji font; the unit tests parse the generated
// discord.py code with python3. When any of them is missing, install it with apt-get, waiting for
// apt's lock if another install is running, and say plainly what to do when that is impossible.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const LOCK_WAIT_MS = 15 * 60 * 1000;
const LOCK_RETRY_MS = 10 * 1000;

const log = (message) => console.log(`[ensure-chromium] ${message}`);

/** The packages being installed, for the advice when that fails. */
let wanted = [{ pkg: 'chromium', file: CHROMIUM }];

function fail(message) {
  console.error(`[ensure-chromium] ${message}`);
  console.error(
    `[ensure-chromium] Install it yourself (Debian/Ubuntu: sudo apt-get install -y ${wanted.map((n) => n.pkg).join(' ')}) so that ${wanted.map((n) => n.file).join(' and ')} exist, then run the tests again.`,
  );
  process.exit(1);
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs a command with its output shown, and resolves to its exit code and captured stderr. */
function run(argv, env) {
  log(`$ ${argv.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      stderr += chunk;
    });
    child.on('error', (err) => resolve({ code: 127, stderr: String(err) }));
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** apt-get refuses to start while another apt or dpkg holds its lock; wait for that one to end. */
async function runApt(argv, env) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const { code, stderr } = await run(argv, env);
    if (code === 0) return;
    const locked = /Could not get lock|Unable to lock|is held by process|lock-frontend/i.test(
      stderr,
    );
    if (!locked || Date.now() > deadline) fail(`${argv.join(' ')} failed with exit code ${code}.`);
    log(`apt is busy with another install; retrying in ${LOCK_RETRY_MS / 1000} s.`);
    await sleep(LOCK_RETRY_MS);
  }
}

// What the tests need from Debian: the browser, a colour emoji font so that emoji in the
// preview's screenshots are drawn rather than left as empty boxes, and the compilers that check
// the exported code of each language (any one on the PATH will do): python3, a JDK, mono's C#
// compiler, g++, rustc and Go.
const compiler = (pkg, command) => ({ pkg, file: command, present: () => onPath(command) });
const NEEDED = [
  { pkg: 'chromium', file: CHROMIUM },
  { pkg: 'fonts-noto-color-emoji', file: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf' },
  compiler('python3-minimal', 'python3'),
  compiler('openjdk-17-jdk-headless', 'javac'),
  compiler('mono-mcs', 'mcs'),
  compiler('g++', 'g++'),
  compiler('rustc', 'rustc'),
  compiler('golang-go', 'go'),
];

const isPresent = (n) => (n.present ? n.present() : existsSync(n.file));

async function main() {
  const missing = NEEDED.filter((n) => !isPresent(n));
  if (missing.length === 0) {
    log(`present: ${NEEDED.map((n) => n.pkg).join(', ')}.`);
    return;
  }
  wanted = missing;
  const pkgs = missing.map((n) => n.pkg);
  log(`missing: ${pkgs.join(', ')}; installing with apt-get.`);
  if (process.platform !== 'linux' || !onPath('apt-get')) {
    fail(
      `apt-get is not available on this machine, so ${pkgs.join(' and ')} cannot be installed automatically.`,
    );
  }
  let prefix = [];
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
      prefix = ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'];
    } else {
      fail(
        `Installing ${pkgs.join(' and ')} needs root, and this is not root (nor can it use sudo without a password).`,
      );
    }
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const lockTimeout = ['-o', 'DPkg::Lock::Timeout=600'];
  await runApt([...prefix, 'apt-get', ...lockTimeout, 'update'], env);
  await runApt([...prefix, 'apt-get', ...lockTimeout, 'install', '-y', ...pkgs], env);
  for (const n of missing) {
    if (!isPresent(n)) fail(`apt-get finished but ${n.file} (${n.pkg}) still does not exist.`);
  }
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  log(`installed ${pkgs.join(', ')}; browser: ${(version.stdout || '').trim() || CHROMIUM}`);
}

await main();
