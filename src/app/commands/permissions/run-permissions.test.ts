import { describe, expect, it } from 'vitest';
import { scriptedFetch } from '../../send/send-test-helpers';
import type { PermissionsRunOptions } from './run-permissions';
import { runPermissions } from './run-permissions';
import { commandPermissionsRequest } from './permission-requests';
import { APP, BOT_TOKEN, COMMAND, GUILD, MOD_ROLE, role } from './permission-test-kit';

const request = commandPermissionsRequest(APP, GUILD, COMMAND, { kind: 'bot', token: BOT_TOKEN });
const LOAD = { kind: 'load-one', label: '/ban', isDefault: false } as const;
const options = (more: Partial<PermissionsRunOptions> = {}): PermissionsRunOptions => ({
  credential: 'bot',
  secrets: [BOT_TOKEN],
  signal: new AbortController().signal,
  ...more,
});
const found = { status: 200, body: { id: COMMAND, permissions: [role(MOD_ROLE)] } };

describe('runPermissions', () => {
  it('waits out a 429 and words the answer of the retry', async () => {
    const { fetch, calls } = scriptedFetch({ status: 429, body: { retry_after: 0.5 } }, found);
    const waits: number[] = [];
    const result = await runPermissions(
      request,
      LOAD,
      { fetch, wait: async (ms) => void waits.push(ms) },
      options({ onWait: () => {} }),
    );
    expect(waits).toEqual([500]);
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ kind: 'loaded', entries: [role(MOD_ROLE)], own: true });
  });

  it('reports a second 429 in runRequest’s words', async () => {
    const { fetch } = scriptedFetch({ status: 429, body: { retry_after: 0.1 } });
    const result = await runPermissions(request, LOAD, { fetch, wait: async () => {} }, options());
    expect(result).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('It still did after waiting'),
    });
  });

  it('words a 10066 as no entries of its own', async () => {
    const { fetch } = scriptedFetch({ status: 404, body: { message: 'Unknown', code: 10066 } });
    const result = await runPermissions(request, LOAD, { fetch, wait: async () => {} }, options());
    expect(result).toMatchObject({ kind: 'loaded', entries: [], own: false });
  });

  it('says when the network failed', async () => {
    const { fetch } = scriptedFetch({ reject: true });
    const result = await runPermissions(request, LOAD, { fetch, wait: async () => {} }, options());
    expect(result).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Could not reach Discord'),
    });
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch } = scriptedFetch(found);
    const result = await runPermissions(
      request,
      LOAD,
      { fetch, wait: async () => {} },
      options({ signal: controller.signal }),
    );
    expect(result).toEqual({ kind: 'cancelled' });
  });
});
