// What a library cannot express. Everything Discord allows a library can build unless its printer
// says otherwise here; the plan then leaves the thing out and says so in a sentence the printed
// code carries at its top, so that nothing is dropped without a word.
import type { NodeKind } from '../catalog/kinds';

/** Where a node stands: under a parent node of this kind, or at the top of a design. */
export type Place = NodeKind | 'message' | 'modal' | 'commands';

export interface Lacks {
  /** The library's name as sentences give it: "hikari", "discord.js". */
  library: string;
  /** Kinds it has no way to build anywhere. */
  kinds?: readonly NodeKind[];
  /** Kinds it cannot put in a certain place (a File in a Section, say). */
  places?: readonly { parent: Place; kinds: readonly NodeKind[] }[];
  /** Fields it cannot set, by the kind that has them ('message' and 'modal': body fields). */
  fields?: Partial<Record<Place, readonly string[]>>;
}

/** A library that can express everything Discord allows. */
export const LACKS_NOTHING = (library: string): Lacks => ({ library });

export function lacksKind(lacks: Lacks, kind: NodeKind, parent: Place): boolean {
  if (lacks.kinds?.includes(kind)) return true;
  return lacks.places?.some((p) => p.parent === parent && p.kinds.includes(kind)) ?? false;
}

export function lacksField(lacks: Lacks, owner: Place, key: string): boolean {
  return lacks.fields?.[owner]?.includes(key) ?? false;
}
