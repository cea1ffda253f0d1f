import { describe, expect, it } from 'vitest';
import { CallRunner } from '../../discord/call-runner';
import type { Scripted } from '../../discord/test-kit';
import { instantDeps, scriptedFetch } from '../../discord/test-kit';
import type { PermissionCallOptions } from './permission-calls';
import { runPermissionCall } from './permission-calls';
import { commandPermissionsRequest } from './permission-requests';
import { APP, BOT_TOKEN, COMMAND, GUILD, MOD_ROLE, role } from './permission-test-kit';

const request = commandPermissionsRequest(APP, GUILD, COMMAND, { kind: 'bot', token: BOT_TOKEN });
const LOAD = { kind: 'load-one', label: '/ban', isDefault: false } as const;
const OPTIONS: PermissionCallOptions = {
  busy: 'Loading the entries of /ban…',
  credential: 'bot',
  secrets: [BOT_TOKEN],
};
const found = { status: 200, body: { id: COMMAND, permissions: [role(MOD_ROLE)] } };

function run(...script: Scripted[]) {
  const { fetch, calls } = scriptedFetch(...script);
  const { deps, waits } = instantDeps(fetch);
  const runner = new CallRunner(deps);
  return { runner, calls, waits, read: runPermissionCall(runner, request, LOAD, OPTIONS) };
}

describe('runPermissionCall', () => {
  it('waits out a 429 and words the answer of the retry', async () => {
    const { runner, calls, waits, read } = run({ status: 429, body: { retry_after: 0.5 } }, found);
    expect(await read).toMatchObject({ kind: 'loaded', entries: [role(MOD_ROLE)], own: true });
    expect(waits).toEqual([500]);
    expect(calls).toHaveLength(2);
    expect(runner.getState().result).toMatchObject({
      tone: 'success',
      text: 'Loaded 1 entry of /ban.',
    });
  });

  it('reports a second 429 in the runner’s words', async () => {
    const { runner, read } = run({ status: 429, body: { retry_after: 0.1 } });
    expect(await read).toBeNull();
    expect(runner.getState().result).toMatchObject({
      tone: 'error',
      text: expect.stringContaining('It still did after waiting'),
    });
  });

  it('words a 10066 as no entries of its own, said as information', async () => {
    const { runner, read } = run({ status: 404, body: { message: 'Unknown', code: 10066 } });
    expect(await read).toMatchObject({ kind: 'loaded', entries: [], own: false });
    expect(runner.getState().result?.tone).toBe('info');
  });

  it('lists the entries Discord refused by their short path', async () => {
    const refused = {
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: { permissions: { 0: { id: { _errors: [{ code: 'X', message: 'Bad id' }] } } } },
      },
    };
    const { runner, read } = run(refused);
    expect(await read).toBeNull();
    expect(runner.getState().result?.items).toMatchObject([
      { path: 'permissions[0].id', message: 'Bad id', code: 'X' },
    ]);
  });

  it('says when the network failed', async () => {
    const { runner, read } = run({ reject: true });
    expect(await read).toBeNull();
    expect(runner.getState().result?.text).toContain('Could not reach Discord');
  });

  it('is cancelled with its runner', async () => {
    const { runner, read } = run(found);
    runner.cancel();
    expect(await read).toBeNull();
    expect(runner.getState().result).toMatchObject({
      tone: 'info',
      text: 'Cancelled: nothing more was sent.',
    });
  });
});
