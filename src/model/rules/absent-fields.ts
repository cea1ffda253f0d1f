// What counts as "not given" in a payload. Libraries send an optional field they were not told to
// fill as `null` (JDA's poll, discordgo's options and choices, discord.py's integration_types)
// or as its default (`false`, `[]`) even where the field does not apply to the kind (discordgo's
// `required: false` on a subcommand, JDA's `autocomplete: false` on a User option). Discord
// takes both as absent, so the validator does too: never an error, at most a warning.
// docs/discord-rules.md ("Absent fields") says where each case comes from.
import type { z } from 'zod';
import type { PathSegment } from './problems';

/** A field's value that Discord takes as the field not being there: null, false or an empty list. */
export const isDefaultValue = (value: unknown): boolean =>
  value === null || value === false || (Array.isArray(value) && value.length === 0);

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional, nullable, default and pipe wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let cur = schema;
  for (;;) {
    const def = defOf(cur);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return cur;
    cur = inner;
  }
}

/** The schema of a field of an object schema, or of an array schema's elements. */
export function schemaOfPart(schema: z.ZodType, seg: PathSegment): z.ZodType | undefined {
  const def = defOf(unwrapped(schema));
  if (def.type === 'object' && typeof seg === 'string') return def.shape?.[seg];
  if (def.type === 'array' && typeof seg === 'number') return def.element;
  return undefined;
}

/** The schema `path` leads to inside `schema` (objects, arrays and their wrappers), if any. */
function schemaAt(schema: z.ZodType, path: readonly PathSegment[]): z.ZodType | undefined {
  let cur: z.ZodType | undefined = schema;
  for (const seg of path) {
    if (!cur) return undefined;
    cur = schemaOfPart(cur, seg);
  }
  return cur;
}
/**
 * Whether `null` at `path` is just an optional field left unset: the field's schema takes it
 * being absent and gives null no meaning of its own. A required field (a button's `style`) stays
 * an error when null; a nullable one (`default_member_permissions`) keeps its null.
 */
export function nullMeansAbsent(schema: z.ZodType, path: readonly PathSegment[]): boolean {
  const at = schemaAt(schema, path);
  return at !== undefined && at.safeParse(undefined).success && !at.safeParse(null).success;
}
