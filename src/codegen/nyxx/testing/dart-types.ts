// Types for the nyxx check: a class's members through its supertypes (with type arguments
// carried down), what a type is as an instance of Iterable/Future/Stream, and whether a value
// of one type may be passed where another is declared. Lenient wherever the check cannot know
// (an SDK class it does not declare, a type parameter, `dynamic`): it must never reject Dart
// that compiles, only Dart that misuses what the stand-in declares.
import { DYNAMIC, simple, substitute } from './dart-decls';
import type { ClassDecl, Decls, DType, Member } from './dart-decls';

/** Members every object has (Object's), so a closed class never rejects them. */
const OBJECT_MEMBERS = new Set(['toString', 'hashCode', 'runtimeType', 'noSuchMethod']);

export class Types {
  constructor(readonly decls: Decls) {}

  /** The type with typedefs followed (MessageComponentBuilder is ComponentBuilder). */
  resolve(t: DType): DType {
    let out = t;
    for (let i = 0; i < 5; i += 1) {
      const target = this.decls.typedefs.get(out.name);
      if (!target) break;
      out = { ...target, nullable: target.nullable || out.nullable };
    }
    return out;
  }

  classOf(t: DType): ClassDecl | undefined {
    return this.decls.classes.get(this.resolve(t).name);
  }

  substOf(cls: ClassDecl, t: DType): Map<string, DType> {
    return new Map(cls.typeParams.map((p, i) => [p, t.args[i] ?? DYNAMIC]));
  }

  /** The supertypes of a type, with its own type arguments put in. */
  supersOf(t: DType): DType[] {
    const cls = this.classOf(t);
    if (!cls) return [];
    const subst = this.substOf(cls, this.resolve(t));
    return cls.supers.map((s) => substitute(s, subst));
  }

  /**
   * An instance member of the type: 'missing' only when every class above it is declared and
   * closed (no SDK class, no unknown one) and none has it; 'unknown' when it cannot be known.
   */
  member(t: DType, name: string): Member | 'missing' | 'unknown' {
    const seen = new Set<string>();
    let open = false;
    const find = (type: DType): Member | undefined => {
      const rt = this.resolve(type);
      const cls = this.decls.classes.get(rt.name);
      if (!cls) {
        open = true;
        return undefined;
      }
      if (seen.has(cls.name)) return undefined;
      seen.add(cls.name);
      if (cls.open) open = true;
      const own = cls.members.get(name);
      const subst = this.substOf(cls, rt);
      if (own)
        return {
          ...own,
          type: substitute(own.type, subst),
          sig: own.sig && {
            ...own.sig,
            params: own.sig.params.map((p) => ({ ...p, type: substitute(p.type, subst) })),
            ret: substitute(own.sig.ret, subst),
          },
        };
      for (const s of cls.supers) {
        const found = find(substitute(s, subst));
        if (found) return found;
      }
      return undefined;
    };
    const found = find(t);
    if (found) return found;
    if (open || OBJECT_MEMBERS.has(name) || t.name === 'dynamic') return 'unknown';
    return 'missing';
  }

  /** The type seen as an instance of the generic class `target` (List<X> as Iterable<X>). */
  asInstanceOf(t: DType, target: string): DType | undefined {
    const seen = new Set<string>();
    const walk = (type: DType): DType | undefined => {
      const rt = this.resolve(type);
      if (rt.name === target) return rt;
      if (seen.has(rt.name)) return undefined;
      seen.add(rt.name);
      for (const s of this.supersOf(rt)) {
        const found = walk(s);
        if (found) return found;
      }
      return undefined;
    };
    return walk(t);
  }

  /** Whether the name is a class or typedef the check knows (else: a type parameter, say). */
  knows(name: string): boolean {
    return this.decls.classes.has(name) || this.decls.typedefs.has(name);
  }

  /** Whether a value of type `actual` may be passed where `expected` is declared. */
  assignable(actual: DType, expected: DType): boolean {
    const a = this.resolve(actual);
    const e = this.resolve(expected);
    if (a.name === 'dynamic' || e.name === 'dynamic' || e.name === 'void') return true;
    if (e.name === 'Object') return a.name !== 'Null' || e.nullable;
    if (a.name === 'Null') return e.nullable || !this.knows(e.name);
    if (e.fn || e.name === 'Function')
      return !!a.fn || a.name === 'Function' || !this.knows(a.name);
    if (a.fn) return !this.knows(e.name);
    if (!this.knows(e.name) || !this.knows(a.name)) return true;
    if (a.name === 'int' && (e.name === 'double' || e.name === 'num')) return true;
    const seen = new Set<string>();
    const up = (t: DType): boolean => {
      if (t.name === e.name) {
        if (t.args.length === 0 || e.args.length === 0 || t.args.length !== e.args.length)
          return true;
        return t.args.every((arg, i) => this.assignable(arg, e.args[i] ?? DYNAMIC));
      }
      if (seen.has(t.name)) return false;
      seen.add(t.name);
      // A supertype the check does not declare (ToStringHelper, say) leads nowhere.
      if (!this.decls.classes.has(t.name)) return false;
      return this.supersOf(t).some((s) => up(this.resolve(s)));
    };
    return up(a);
  }
}

export const STRING = simple('String');
export const BOOL = simple('bool');
