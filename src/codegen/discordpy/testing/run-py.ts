// For tests: runs generated discord.py modules the way `python3 design.py` would (bytes in, so
// that the source's coding line counts), against a stand-in `discord` package that records every
// string handed to it. UI items (discord_ui_standin.py), embeds, polls, allowed mentions, emoji and the send calls are the ones of
// discord_standin.py, with discord.py's signatures and JSON, so that a wrong keyword fails and
// the body a send call hands Discord can be compared with the design. Each module's functions
// are called: build_view / build_modal and the send, reply, update or show coroutine (given a
// channel, webhook or interaction by the name of its parameter), or sync_commands, driven
// without asyncio (python3-minimal lacks it); the strings of module-level dicts (a Translator's
// table) count as handed over too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PY_ENCODE, decodePy } from './python';

const STANDIN = ['./discord_standin.py', './discord_ui_standin.py']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

const RUNNER = String.raw`
import sys, types
seen = []
def collect(v):
    if isinstance(v, str): seen.append(v)
    elif isinstance(v, Poll): collect(v._to_dict())
    elif isinstance(v, (Embed, PartialEmoji, AllowedMentions)): collect(v.to_dict())
    elif isinstance(v, (list, tuple)):
        for x in v: collect(x)
    elif isinstance(v, dict):
        for k, x in v.items(): collect(k); collect(x)
class Thing:
    def __init__(self, path): self._path = path
    def __getattr__(self, name):
        if name.startswith('__'): raise AttributeError(name)
        return Thing(self._path + '.' + name)
    def __call__(self, *args, **kwargs):
        collect(list(args)); collect(kwargs)
        return Thing(self._path + '()')
    def __await__(self):
        if False: yield
        return self
    def __getitem__(self, key):
        collect(key if isinstance(key, tuple) else [key])
        return Thing(self._path + '[]')
    def __iter__(self):
        return iter([])
    def __mro_entries__(self, bases):
        return (object,)
def stub(name):
    m = types.ModuleType(name)
    m.__getattr__ = lambda attr: Thing(name + '.' + attr)
    return m
sys.modules['discord'] = stub('discord')
for name in PUBLIC: setattr(sys.modules['discord'], name, globals()[name])
sys.modules['discord.ui'] = stub('discord.ui')
sys.modules['discord.app_commands'] = stub('discord.app_commands')
def drive(value):
    if hasattr(value, 'send') and hasattr(value, 'close'):
        try:
            while True: value.send(None)
        except StopIteration: pass
def target(fn):
    param = fn.__code__.co_varnames[0]
    if param == 'channel': return Messageable()
    if param == 'webhook': return Webhook()
    return Interaction()
for path in sys.argv[1:]:
    del seen[:]
    del sent_bodies[:]
    try:
        with open(path, 'rb') as f: code = compile(f.read(), path, 'exec')
        scope = {'__name__': '__main__'}
        exec(code, scope)
        for fn in ('build_view', 'build_modal'):
            if fn in scope: scope[fn]()
        for fn in ('send_design', 'reply_with_design', 'update_with_design', 'show_design'):
            if fn in scope: drive(scope[fn](target(scope[fn])))
        for body in sent_bodies: collect(body)
        if 'sync_commands' in scope: drive(scope['sync_commands'](Thing('tree')))
        for name, value in list(scope.items()):
            if isinstance(value, dict) and not name.startswith('__'): collect(value)
        sent = enc(sent_bodies[-1]) if sent_bodies else 'null'
        print('ok\t' + ';'.join(','.join(str(ord(c)) for c in s) for s in seen) + '\t' + sent)
    except BaseException as e:
        print('error\t' + type(e).__name__ + ': ' + str(e).replace('\n', ' '))
`;

export interface PyRun {
  /** Every string the module handed to discord.py, in order; null when it raised. */
  strings: string[] | null;
  /** The JSON body of the module's last send call, as discord.py would hand it to Discord. */
  sent?: Record<string, unknown> | null;
  error?: string;
}

/** Runs each source as a file in one python3 process; `out` is everything else it printed. */
export function runPython(sources: readonly string[]): { runs: PyRun[]; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'codegen-py-'));
  try {
    const files = sources.map((src, i) => {
      const path = join(dir, `design_${i}.py`);
      writeFileSync(path, src, 'utf8');
      return path;
    });
    const run = spawnSync('python3', ['-c', [STANDIN, PY_ENCODE, RUNNER].join('\n'), ...files], {
      encoding: 'utf8',
      timeout: 60_000,
      // Every string as its code points, for every module: far past the 1 MiB default.
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
    const lines = run.stdout.split('\n');
    const runs: PyRun[] = [];
    const other: string[] = [];
    for (const line of lines) {
      const [status, rest = '', sent = 'null'] = line.split('\t');
      if (status === 'ok')
        runs.push({
          sent: decodePy(sent) as Record<string, unknown> | null,
          strings: rest
            ? rest
                .split(';')
                .map((s) => (s ? String.fromCodePoint(...s.split(',').map(Number)) : ''))
            : [],
        });
      else if (status === 'error') runs.push({ strings: null, error: rest });
      else if (line) other.push(line);
    }
    return { runs, out: [...other, run.stderr].join('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
