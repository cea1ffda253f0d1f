// The zod schemas of the stored shapes at their current versions (format.ts): what restore.ts
// parses a record with once migrations.ts has brought it up to date. A body, a node's props and
// its held fields are kept as the very objects read (no copy), whatever JSON they hold: they are
// the payload, which validate() judges, not the storage. Written with zod/mini (`zm`): stored
// designs are read as the page opens, and its first load stays without the rest of zod.
import { entryOf } from '../catalog/catalog';
import type { Doc, Node, SlotName } from '../document/document';
import {
  COMMAND_ENVELOPES,
  MESSAGE_ENVELOPES,
  MODAL_ENVELOPES,
  SLOT_ORDER,
} from '../document/document';
import { findNode } from '../document/find-node';
import { isPlainObject } from '../payload/envelope';
import { zm } from '../zod';
import type { SharedDesign, StoredDesign, StoredNode } from './format';
import { DESIGN_FORMAT, HISTORY_FORMAT, SHARE_FORMAT } from './format';
import { repeatedKey } from './keys';

/** Any JSON object, kept as it is. */
const jsonObject = zm.custom<Record<string, unknown>>(isPlainObject, { error: 'is not an object' });

const kindSchema = zm.string().check(
  zm.refine((kind) => kind === 'unknown' || entryOf(kind) !== undefined, {
    error: (issue) => `is of an unknown kind ${JSON.stringify(issue.input)}`,
  }),
) as unknown as zm.ZodMiniType<Node['kind']>;

const keySchema = zm.string().check(zm.minLength(1));
const slotName = zm.enum(SLOT_ORDER as [SlotName, ...SlotName[]]);
const selection = zm.catch(zm.nullable(zm.string()), null);

/** A node of a stored document, its children in its slots. */
export const storedNodeSchema: zm.ZodMiniType<Node> = zm.lazy(() =>
  zm.object({
    key: keySchema,
    kind: kindSchema,
    props: jsonObject,
    slots: zm.partialRecord(slotName, zm.array(storedNodeSchema)),
    raw: zm.optional(zm.unknown()),
    held: zm.optional(jsonObject),
  }),
) as unknown as zm.ZodMiniType<Node>;

/** What is wrong with a document that is none of the three surfaces (at `doc`, or its `surface`). */
function neither(issue: { input?: unknown }): string {
  const { input } = issue;
  if (input === undefined) return 'is missing';
  if (!isPlainObject(input)) return 'is not an object';
  if (input.surface === undefined) return 'is missing';
  return `is ${JSON.stringify(input.surface)}, neither a message, a modal nor a command set`;
}

/** A document's three shapes, with its body and its top-level nodes as given. */
function docShapes<B extends zm.ZodMiniType, N extends zm.ZodMiniType>(body: B, nodes: N) {
  const hasNodes = zm.boolean();
  return zm.discriminatedUnion(
    'surface',
    [
      zm.object({
        surface: zm.literal('message'),
        envelope: zm.enum(MESSAGE_ENVELOPES),
        body,
        hasNodes,
        nodes,
      }),
      zm.object({
        surface: zm.literal('modal'),
        envelope: zm.enum(MODAL_ENVELOPES),
        body,
        hasNodes,
        nodes,
      }),
      zm.object({
        surface: zm.literal('commands'),
        envelope: zm.enum(COMMAND_ENVELOPES),
        guildId: zm._default(zm.nullable(zm.string()), null),
        body,
        // A command set always has its list of commands.
        hasNodes: zm.pipe(
          hasNodes,
          zm.transform(() => true as const),
        ),
        nodes,
      }),
    ],
    { error: neither },
  );
}

/** A stored document: a Doc, every node key in it used once. */
export const storedDocSchema = docShapes(jsonObject, zm.array(storedNodeSchema)).check(
  zm.superRefine((doc, ctx) => {
    const repeated = repeatedKey(doc.nodes as Node[]);
    if (repeated)
      ctx.addIssue({
        code: 'custom',
        path: repeated.path,
        message: `has the key ${JSON.stringify(repeated.key)} of another component`,
      });
  }),
) as unknown as zm.ZodMiniType<Doc>;

/** A stored design at DESIGN_FORMAT. A selection the document does not hold is dropped. */
export const storedDesignSchema = zm.pipe(
  zm.object({
    version: zm.literal(DESIGN_FORMAT),
    rev: zm.int().check(zm.gte(0)),
    doc: storedDocSchema,
    selectedKey: selection,
    // Copies of the list's entry: a broken one is left out, and the list's own is used.
    name: zm.catch(zm.optional(zm.string()), undefined),
    updatedAt: zm.catch(zm.optional(zm.number()), undefined),
  }),
  zm.transform((design): StoredDesign => {
    const { selectedKey, doc } = design;
    const held = selectedKey !== null && findNode(doc, selectedKey) !== null;
    return { ...design, selectedKey: held ? selectedKey : null };
  }),
);

const indexList = zm.array(zm.int().check(zm.gte(0)));

/** A step of a stored history: its body and its top-level nodes by index. */
const stepSchema = zm.object({
  doc: docShapes(zm.int().check(zm.gte(0)), indexList),
  selectedKey: selection,
});

/** An undo history at HISTORY_FORMAT, its steps' documents at DESIGN_FORMAT; indexes unchecked. */
export const storedHistorySchema = zm.object({
  version: zm.literal(HISTORY_FORMAT),
  format: zm.literal(DESIGN_FORMAT),
  nodes: zm.array(
    zm.object({
      key: keySchema,
      kind: kindSchema,
      props: jsonObject,
      slots: zm.partialRecord(slotName, indexList),
      raw: zm.optional(zm.unknown()),
      held: zm.optional(jsonObject),
    }) as unknown as zm.ZodMiniType<StoredNode>,
  ),
  bodies: zm.array(jsonObject),
  past: zm.array(stepSchema),
  future: zm.array(stepSchema),
});

export type ParsedHistory = zm.infer<typeof storedHistorySchema>;

/** A step of an older history once migrated: a whole design as it was, with its selection. */
export const storedStepSchema = zm.object({ doc: storedDocSchema, selectedKey: selection });

const NOT_A_DESIGN = 'The share link does not hold a design.';

/** A share link's wrapper at SHARE_FORMAT, as the design it holds. */
export const sharedDesignSchema = zm.pipe(
  zm.object(
    {
      v: zm.literal(SHARE_FORMAT),
      name: zm.string({ error: 'The share link does not hold a design: its name is missing.' }),
      payload: zm.unknown().check(
        zm.refine((payload) => payload !== undefined, {
          error: 'The share link does not hold a design: its payload is missing.',
        }),
      ),
      guild_id: zm.optional(
        zm.string({ error: 'The share link is damaged: its server id is not text.' }),
      ),
    },
    { error: NOT_A_DESIGN },
  ),
  zm.transform(({ name, payload, guild_id: guildId }): SharedDesign => ({
    name,
    payload,
    ...(guildId === undefined ? {} : { guildId }),
  })),
);
