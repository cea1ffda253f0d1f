import { describe, expect, it } from 'vitest';
import { importPayload } from '../../model';
import type { CommandsDoc } from '../../model';
import type { Scripted } from '../discord/test-kit';
import { CHANNEL, TOKEN, scriptedFetch } from '../discord/test-kit';
import { createTokenStore } from '../discord/token-store';
import type { RegisterContext } from './register-state';
import { RegisterSession } from './register-session';

const APP = '1300000000000000001';
const GUILD = '1300000000000000010';

const ping = { name: 'ping', description: 'Is the bot there?' };
const mod = {
  name: 'mod',
  description: 'Moderation',
  options: [{ type: 3, name: 'reason', description: 'Why' }],
};

function designOf(set: unknown[], guildId: string | null = GUILD): CommandsDoc {
  const { doc } = importPayload(set, { as: 'commands', guildId });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  return doc;
}

/** A command as Discord returns it. */
const registered = (body: Record<string, unknown>, id: string) => ({
  id,
  application_id: APP,
  guild_id: GUILD,
  version: id,
  type: 1,
  default_member_permissions: null,
  nsfw: false,
  ...body,
});

function setup(...script: Scripted[]) {
  const { fetch, calls } = scriptedFetch(...script);
  const form = createTokenStore(null);
  form.setState({ token: TOKEN, channelId: CHANNEL, applicationId: APP });
  const waits: number[] = [];
  const session = new RegisterSession(
    {
      fetch,
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      now: () => 1000,
    },
    form,
  );
  return { session, form, calls, waits };
}

const ctx = (doc: CommandsDoc, selected: number | null = null): RegisterContext => ({
  designId: 'd1',
  doc,
  selectedKey: selected === null ? null : (doc.nodes[selected]?.key ?? null),
});

describe('RegisterSession.planSync and confirm', () => {
  it('lists the scope and the global commands, shows the diff, and sends nothing until confirmed', async () => {
    const doc = designOf([ping, { ...mod, description: 'Moderate' }]);
    const { session, calls } = setup(
      { body: [registered(mod, '21'), registered({ name: 'old', description: 'Old' }, '22')] },
      { body: [registered(ping, '31')] },
    );
    await session.planSync(ctx(doc));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /relay/applications/${APP}/guilds/${GUILD}/commands?with_localizations=true`,
      `GET /relay/applications/${APP}/commands?with_localizations=true`,
    ]);
    expect(calls[0]?.headers.Authorization).toBe(`Bot ${TOKEN}`);
    const plan = session.getState().plan;
    expect(plan?.kind).toBe('sync');
    if (plan?.kind !== 'sync') return;
    expect(plan.diff.created).toEqual([{ type: 1, name: 'ping' }]);
    expect(plan.diff.changed).toEqual([{ type: 1, name: 'mod', fields: ['description'] }]);
    expect(plan.diff.deleted).toEqual([{ type: 1, name: 'old' }]);
    expect(plan.warnings).toEqual([
      'Deleting "/old" also deletes the permissions set on it.',
      '1 new command counts against the 200 creates a day.',
      '"/ping" is also a global command: members of this guild will see both copies.',
    ]);
    expect(session.registeredIn({ applicationId: APP, guildId: GUILD })?.map((c) => c.id)).toEqual([
      '21',
      '22',
    ]);
  });

  it('sends the bulk overwrite it showed, and then believes Discord’s answer', async () => {
    const doc = designOf([ping]);
    const { session, calls } = setup(
      { body: [] },
      { body: [] },
      { body: [registered(ping, '41')] },
    );
    await session.planSync(ctx(doc));
    await session.confirm(doc);
    const put = calls[2];
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`/relay/applications/${APP}/guilds/${GUILD}/commands`);
    expect(JSON.parse(String(put?.body))).toEqual([ping]);
    expect(session.getState().plan).toBeNull();
    expect(session.getState().result?.text).toMatch(/1 created, 0 changed, 0 deleted/);
    expect(session.registeredIn({ applicationId: APP, guildId: GUILD })?.[0]?.id).toBe('41');
  });

  it('places a 50035 on a bulk body on the node it names, and believes nothing changed', async () => {
    const doc = designOf([ping, mod]);
    const before = [registered(ping, '51')];
    const { session } = setup(
      { body: before },
      { body: [] },
      {
        status: 400,
        body: {
          code: 50035,
          message: 'Invalid Form Body',
          errors: {
            '1': {
              options: {
                '0': {
                  name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Bad' }] },
                },
              },
            },
          },
        },
      },
    );
    await session.planSync(ctx(doc));
    await session.confirm(doc);
    const result = session.getState().result;
    expect(result?.tone).toBe('error');
    expect(result?.items[0]).toMatchObject({
      path: '$[1].options[0].name',
      nodeKey: doc.nodes[1]?.slots.options?.[0]?.key,
    });
    expect(session.registeredIn({ applicationId: APP, guildId: GUILD })?.map((c) => c.id)).toEqual([
      '51',
    ]);
  });

  it('says a request-level APPLICATION_COMMAND_TOO_LARGE of one command plainly, on that command', async () => {
    const doc = designOf([ping, mod]);
    const { session } = setup({
      status: 400,
      body: {
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          _errors: [
            {
              code: 'APPLICATION_COMMAND_TOO_LARGE',
              message: 'Command exceeds maximum size (8000)',
            },
          ],
        },
      },
    });
    await session.create(ctx(doc, 1));
    const item = session.getState().result?.items[0];
    expect(item).toMatchObject({ path: '$[1]', nodeKey: doc.nodes[1]?.key });
    expect(item?.message).toMatch(/more than 8,000 characters/);
  });

  it('says 30034 in words and keeps the plan’s scope as it was', async () => {
    const doc = designOf([ping]);
    const { session } = setup(
      { body: [] },
      { body: [] },
      {
        status: 400,
        body: {
          code: 30034,
          message: 'Max number of daily application command creates has been reached (200)',
        },
      },
    );
    await session.planSync(ctx(doc));
    await session.confirm(doc);
    expect(session.getState().result?.text).toMatch(/used up its 200 new commands for today/);
    expect(session.registeredIn({ applicationId: APP, guildId: GUILD })).toEqual([]);
  });

  it('checks a guild for copies of a global set when asked to', async () => {
    const doc = designOf([ping], null);
    const { session, calls } = setup({ body: [] }, { body: [registered(ping, '61')] });
    await session.planSync({ ...ctx(doc), checkGuildId: GUILD });
    expect(calls[1]?.url).toBe(
      `/relay/applications/${APP}/guilds/${GUILD}/commands?with_localizations=true`,
    );
    const plan = session.getState().plan;
    expect(plan?.kind === 'sync' && plan.warnings.at(-1)).toBe(
      `"/ping" is also registered in guild ${GUILD}: members of that guild will see both copies.`,
    );
  });

  it('waits out a 429 and tries once more, whatever code it has', async () => {
    const doc = designOf([ping]);
    const limited = { message: 'You are being rate limited.', retry_after: 1.5, code: 30034 };
    const { session, calls, waits } = setup(
      { status: 429, body: limited },
      { body: [] },
      { body: [] },
    );
    await session.planSync(ctx(doc));
    expect(waits).toEqual([1500]);
    expect(calls).toHaveLength(3);
    expect(session.getState().plan?.kind).toBe('sync');
  });
});

describe('RegisterSession: one command', () => {
  it('says whether a create made a new command (201) or overwrote one (200)', async () => {
    const doc = designOf([ping]);
    const made = setup({ status: 201, body: registered(ping, '71') });
    await made.session.create(ctx(doc, 0));
    expect(made.calls[0]?.method).toBe('POST');
    expect(JSON.parse(String(made.calls[0]?.body))).toEqual(ping);
    expect(made.session.getState().result?.text).toMatch(
      /^Created \/ping \(id 71\): Discord answered 201/,
    );
    const over = setup({ status: 200, body: registered(ping, '71') });
    await over.session.create(ctx(doc, 0));
    expect(over.session.getState().result?.text).toMatch(/^Overwrote \/ping .* 200/);
  });

  it('edits with only the changed fields', async () => {
    const doc = designOf([{ ...mod, description: 'Moderate the server' }]);
    const { session, calls } = setup(
      { body: [registered(mod, '81')] },
      { body: registered(mod, '81') },
    );
    await session.edit(ctx(doc, 0));
    expect(calls[1]?.method).toBe('PATCH');
    expect(calls[1]?.url).toBe(`/relay/applications/${APP}/guilds/${GUILD}/commands/81`);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ description: 'Moderate the server' });
  });

  it('asks before a delete, and sends it only when confirmed', async () => {
    const doc = designOf([ping]);
    const { session, calls } = setup({ body: [registered(ping, '91')] }, { status: 204 });
    await session.askDelete(ctx(doc, 0));
    expect(session.getState().plan).toMatchObject({ kind: 'delete', id: '91' });
    expect(calls).toHaveLength(1);
    await session.confirm(null);
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      url: `/relay/applications/${APP}/guilds/${GUILD}/commands/91`,
    });
    expect(session.getState().result?.text).toMatch(/answered 204, and its permissions are gone/);
    expect(session.registeredIn({ applicationId: APP, guildId: GUILD })).toEqual([]);
  });

  it('refuses an edit of a command that is not registered, without sending it', async () => {
    const doc = designOf([ping]);
    const { session, calls } = setup({ body: [] });
    await session.edit(ctx(doc, 0));
    expect(calls).toHaveLength(1);
    expect(session.getState().result?.text).toMatch(/\/ping is not registered .* Create it/);
  });

  it('fetches a registered command and opens it beside the designed one', async () => {
    const doc = designOf([{ ...ping, nsfw: true }]);
    const { session } = setup({ body: [registered(ping, '95')] }, { body: registered(ping, '95') });
    await session.get(ctx(doc, 0));
    expect(session.getState().beside).toMatchObject({ fields: ['nsfw'], registered: { id: '95' } });
  });

  it('asks for a selection first', async () => {
    const { session, calls } = setup({ body: [] });
    await session.create(ctx(designOf([ping])));
    expect(calls).toHaveLength(0);
    expect(session.getState().result?.text).toBe('Select a command in the outline first.');
  });
});

describe('RegisterSession: application and token', () => {
  it('reads the application id from the token when none is given', async () => {
    const { session, form, calls } = setup({ body: { id: APP, name: 'Bot' } }, { body: [] });
    form.setState({ applicationId: '' });
    await session.list(ctx(designOf([ping])));
    expect(calls[0]?.url).toBe('/relay/applications/@me');
    expect(form.getState().applicationId).toBe(APP);
    expect(session.getState().result?.text).toBe(
      `0 commands registered as commands of guild ${GUILD}.`,
    );
  });

  it('never shows the token, even when Discord echoes it', async () => {
    const { session } = setup({
      status: 401,
      body: { message: `401: Unauthorized ${TOKEN}`, code: 0 },
    });
    await session.list(ctx(designOf([ping])));
    const text = session.getState().result?.text ?? '';
    expect(text).toMatch(/refused the bot token/);
    expect(text).not.toContain(TOKEN);
  });

  it('sends nothing without a token', async () => {
    const { session, form, calls } = setup({ body: [] });
    form.setState({ token: '' });
    await session.planSync(ctx(designOf([ping])));
    expect(calls).toHaveLength(0);
    expect(session.getState().result?.text).toBe('Enter the bot token.');
  });
});
