import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenDiscordErrors, nodeKeyAtPath } from './discord-errors';
import {
  button,
  container,
  docOf,
  label,
  message,
  modal,
  nodeAt,
  row,
  section,
  text,
  textInput,
  thumbnail,
} from '../testing/fixtures';
import { docsExample } from '../testing/examples';
import { importPayload } from './import';

const leaf = (code: string, message: string) => ({ _errors: [{ code, message }] });

describe('flattenDiscordErrors', () => {
  it('turns the nested tree into JSON paths with array indexes as numbers', () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        components: {
          '0': {
            components: {
              '1': { label: leaf('BASE_TYPE_MAX_LENGTH', 'Must be 80 or fewer in length.') },
            },
          },
        },
      },
    };
    expect(flattenDiscordErrors(body)).toEqual([
      {
        path: '$.components[0].components[1].label',
        segments: ['components', 0, 'components', 1, 'label'],
        code: 'BASE_TYPE_MAX_LENGTH',
        message: 'Must be 80 or fewer in length.',
      },
    ]);
  });

  it('lists every leaf of Discord’s own array example, in the tree’s order', () => {
    expect(flattenDiscordErrors(docsExample('29')).map((e) => `${e.path} ${e.code}`)).toEqual([
      '$.activities[0].platform BASE_TYPE_CHOICES',
      '$.activities[0].type BASE_TYPE_CHOICES',
    ]);
  });

  it('puts a request-level error at the root path', () => {
    const [error] = flattenDiscordErrors(docsExample('30'));
    expect(error).toMatchObject({ path: '$', segments: [], code: 'APPLICATION_COMMAND_TOO_LARGE' });
    expect(error!.message).toBe('Command exceeds maximum size (8000)');
  });

  it('keeps several errors of one field and splits dotted keys', () => {
    const body = {
      errors: {
        'components.0.components.1': {
          _errors: [
            { code: 'A', message: 'First.' },
            { code: 'B', message: 'Second.' },
          ],
        },
      },
    };
    expect(flattenDiscordErrors(body).map((e) => [e.path, e.code])).toEqual([
      ['$.components[0].components[1]', 'A'],
      ['$.components[0].components[1]', 'B'],
    ]);
  });

  it('gives a readable entry for a leaf without code or message', () => {
    const [error] = flattenDiscordErrors({ errors: { content: { _errors: [{}] } } });
    expect(error).toMatchObject({
      path: '$.content',
      code: '',
      message: 'Discord gave no reason.',
    });
  });

  it('gives nothing for bodies without an errors tree', () => {
    for (const body of [null, 42, 'x', [], {}, { code: 50035 }, { errors: [1, 2] }])
      expect(flattenDiscordErrors(body)).toEqual([]);
  });

  it('stops following a tree deeper than any body', () => {
    let tree: Record<string, unknown> = leaf('DEEP', 'Too deep.');
    for (let i = 0; i < 1000; i += 1) tree = { a: tree };
    expect(flattenDiscordErrors({ errors: tree })).toEqual([]);
  });

  it('never throws on random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (errors) => {
        const out = flattenDiscordErrors({ errors });
        expect(Array.isArray(out)).toBe(true);
      }),
    );
  });
});

describe('nodeKeyAtPath', () => {
  const doc = docOf(
    message(
      container(
        text('Heading'),
        section([text('Side')], thumbnail()),
        row(button(), button({ label: 'Second' })),
      ),
    ),
  );

  it('finds the node a field path points into', () => {
    const path = ['components', 0, 'components', 2, 'components', 1, 'label'];
    expect(nodeKeyAtPath(doc, path)).toBe(nodeAt(doc, 0, 'components', 2, 'components', 1).key);
  });

  it('follows an accessory', () => {
    const path = ['components', 0, 'components', 1, 'accessory', 'media', 'url'];
    expect(nodeKeyAtPath(doc, path)).toBe(nodeAt(doc, 0, 'components', 1, 'accessory').key);
  });

  it('follows a Label’s component in a modal', () => {
    const form = docOf(modal(label('Name', textInput())));
    expect(nodeKeyAtPath(form, ['components', 0, 'component', 'custom_id'])).toBe(
      nodeAt(form, 0, 'component').key,
    );
  });

  it('stops at the deepest node that exists', () => {
    const path = ['components', 0, 'components', 9, 'label'];
    expect(nodeKeyAtPath(doc, path)).toBe(nodeAt(doc, 0).key);
  });

  it('gives null for paths that name no component', () => {
    expect(nodeKeyAtPath(doc, [])).toBeNull();
    expect(nodeKeyAtPath(doc, ['content'])).toBeNull();
    expect(nodeKeyAtPath(doc, ['components', 7])).toBeNull();
    expect(nodeKeyAtPath(doc, ['accessory'])).toBeNull();
    expect(nodeKeyAtPath(doc, 'components' as unknown as string[])).toBeNull();
  });

  it('never throws on random segments', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant('components'))), (s) => {
        const key = nodeKeyAtPath(doc, s);
        expect(key === null || typeof key === 'string').toBe(true);
      }),
    );
  });
});

describe('nodeKeyAtPath in a command set', () => {
  const set = [
    { name: 'ping', description: 'Ping' },
    {
      name: 'mod',
      description: 'Moderate',
      options: [
        {
          type: 2,
          name: 'user',
          description: 'Users',
          options: [{ type: 1, name: 'ban', description: 'Ban' }],
        },
      ],
    },
  ];
  const { doc } = importPayload(set, { as: 'commands' });
  const commands = doc!;
  const mod = commands.nodes[1]!;
  const ban = mod.slots.options![0]!.slots.options![0]!;

  it('follows a bulk body’s index, then options', () => {
    expect(nodeKeyAtPath(commands, [1, 'options', 0, 'options', 0, 'name'])).toBe(ban.key);
    expect(nodeKeyAtPath(commands, [0, 'name'])).toBe(commands.nodes[0]!.key);
    expect(nodeKeyAtPath(commands, [1])).toBe(mod.key);
  });

  it('reads a single body’s path from the command it was sent for', () => {
    expect(nodeKeyAtPath(commands, ['options', 0, 'options', 0], mod)).toBe(ban.key);
    expect(nodeKeyAtPath(commands, [], mod)).toBe(mod.key);
  });

  it('stops at the deepest node that exists, and gives null past the set', () => {
    expect(nodeKeyAtPath(commands, [1, 'options', 4, 'name'])).toBe(mod.key);
    expect(nodeKeyAtPath(commands, [9, 'name'])).toBeNull();
    expect(nodeKeyAtPath(commands, ['name'])).toBeNull();
  });
});
