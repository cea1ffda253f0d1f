// The declarations the nyxx check knows, read from Dart trees: classes, mixins and enums with
// their type parameters, supertypes, constructors (named parameters, required or not, and
// positional ones), static members and instance members; top-level functions and variables;
// typedefs. Types are kept as written (name, type arguments, `?`, function types), for the
// walker in dart-check.ts to compare arguments with.
import { chains, firstOf, kids, named } from './dart-tree';
import type { DartFile, Node } from './dart-tree';

export interface DType {
  name: string;
  args: DType[];
  nullable: boolean;
  /** For a function type (`void Function(T event)`): its parameters and return type. */
  fn?: FnSig;
}

export interface Param {
  name: string;
  type: DType;
  named: boolean;
  required: boolean;
}

export interface FnSig {
  params: Param[];
  ret: DType;
  typeParams: string[];
}

export interface Member {
  kind: 'field' | 'getter' | 'method';
  /** A field's or getter's type; a method's return type. */
  type: DType;
  sig?: FnSig;
  /** A static const written without a type: its initializer, typed on demand. */
  init?: Node[];
}

export interface ClassDecl {
  name: string;
  file: string;
  typeParams: string[];
  supers: DType[];
  ctors: Map<string, FnSig>;
  statics: Map<string, Member>;
  members: Map<string, Member>;
  /** Dart SDK classes: a member not declared is not an error. */
  open: boolean;
  /** Field types, for `this.x` constructor parameters. */
  fields: Map<string, DType>;
  /** Unresolved `super.x` parameters: resolved against the superclass once all are read. */
  superParams: { ctor: string; index: number; name: string; positional: number }[];
}

export interface Decls {
  classes: Map<string, ClassDecl>;
  functions: Map<string, FnSig>;
  variables: Map<string, { type?: DType; init?: Node[] }>;
  typedefs: Map<string, DType>;
}

export const DYNAMIC: DType = { name: 'dynamic', args: [], nullable: true };

export function simple(name: string, args: DType[] = [], nullable = false): DType {
  return { name, args, nullable };
}

/** A type from the sibling nodes that write it (type_identifier, type_arguments, `?`, ...). */
export function typeFrom(nodes: readonly Node[]): DType | undefined {
  let t: DType | undefined;
  for (const n of nodes) {
    if (!t) {
      if (n.type === 'type_identifier') t = simple(n.text);
      else if (n.type === 'void_type') t = simple('void');
      else if (n.type === 'function_type') t = fnType(n);
      else if (n.type === 'inferred_type') return undefined;
    } else if (n.type === 'type_arguments') t.args = typeList(n);
    else if (n.type === 'nullable_type') t.nullable = true;
    else break;
  }
  return t;
}

/** The types of a type_arguments node, in order. */
export function typeList(n: Node): DType[] {
  const out: DType[] = [];
  let run: Node[] = [];
  for (const c of kids(n)) {
    if (c.type === ',' || c.type === '>') {
      const t = typeFrom(run);
      if (t) out.push(t);
      run = [];
    } else if (c.type !== '<') run.push(c);
  }
  return out;
}

function fnType(n: Node): DType {
  const ret = typeFrom(kids(n).filter((c) => c.type !== 'Function')) ?? DYNAMIC;
  const params: Param[] = [];
  const list = firstOf(n, 'parameter_type_list');
  if (list)
    for (const p of named(list)) {
      const inner = p.type === 'normal_parameter_type' ? (named(p)[0] ?? p) : p;
      const typeNodes = inner.type === 'typed_identifier' ? named(inner) : [inner];
      params.push({
        name: '',
        type: typeFrom(typeNodes) ?? DYNAMIC,
        named: false,
        required: true,
      });
    }
  const nullable = kids(n).some((c) => c.type === 'nullable_type');
  return { name: 'Function', args: [], nullable, fn: { params, ret, typeParams: [] } };
}

function typeParamsOf(n: Node | undefined | null): string[] {
  if (!n) return [];
  return named(n)
    .filter((c) => c.type === 'type_parameter')
    .map((c) => named(c)[0]?.text ?? '');
}

/** Parameters of a formal_parameter_list; `this.x` and `super.x` types are filled in later. */
export function paramsOf(list: Node | undefined, fields?: Map<string, DType>): Param[] {
  if (!list) return [];
  const out: Param[] = [];
  const read = (group: Node, isNamed: boolean, optional: boolean) => {
    let required = false;
    for (const c of kids(group)) {
      if (c.type === 'required') required = true;
      if (c.type !== 'formal_parameter') continue;
      const inner = named(c)[0];
      let name: string;
      let type: DType | undefined;
      if (
        inner &&
        (inner.type === 'constructor_param' || inner.type === 'super_formal_parameter')
      ) {
        const parts = named(inner);
        name = parts[parts.length - 1]?.text ?? '';
        type = typeFrom(parts);
        if (!type && inner.type === 'constructor_param') type = fields?.get(name);
        if (!type && inner.type === 'super_formal_parameter') type = simple('<super>');
      } else {
        name = c.childForFieldName('name')?.text ?? named(c).at(-1)?.text ?? '';
        type = typeFrom(named(c));
      }
      out.push({
        name,
        type: type ?? DYNAMIC,
        named: isNamed,
        required: isNamed ? required : !optional,
      });
      required = false;
    }
  };
  read(list, false, false);
  const opt = firstOf(list, 'optional_formal_parameters');
  if (opt) read(opt, kids(opt)[0]?.type === '{', true);
  return out;
}

function newClass(name: string, file: string, open: boolean): ClassDecl {
  return {
    name,
    file,
    typeParams: [],
    supers: [],
    ctors: new Map(),
    statics: new Map(),
    members: new Map(),
    open,
    fields: new Map(),
    superParams: [],
  };
}

/** The constructor's name after the class name: '' for the unnamed one. */
function ctorName(sig: Node): string {
  const ids = named(sig).filter((c) => c.type === 'identifier');
  return ids.length > 1 ? (ids[1]?.text ?? '') : '';
}

function readBody(cls: ClassDecl, body: Node): void {
  const items = kids(body);
  // Fields first: `this.x` parameters take their types.
  for (const d of items) {
    if (d.type !== 'declaration') continue;
    const isStatic = kids(d).some((c) => c.type === 'static');
    const list = firstOf(d, 'initialized_identifier_list');
    const statics = firstOf(d, 'static_final_declaration_list');
    const type = typeFrom(named(d));
    for (const idn of list ? named(list) : []) {
      const name = named(idn)[0]?.text ?? '';
      const t = type ?? DYNAMIC;
      if (isStatic) cls.statics.set(name, { kind: 'field', type: t });
      else {
        cls.fields.set(name, t);
        cls.members.set(name, { kind: 'field', type: t });
      }
    }
    for (const s of statics ? named(statics) : []) {
      const parts = named(s);
      const name = parts[0]?.text ?? '';
      const member: Member = { kind: 'field', type: type ?? DYNAMIC };
      if (!type) member.init = parts.slice(1);
      (isStatic ? cls.statics : cls.members).set(name, member);
      if (!isStatic) cls.fields.set(name, type ?? DYNAMIC);
    }
  }
  for (const d of items) {
    if (d.type !== 'declaration' && d.type !== 'method_signature') continue;
    const isStatic = kids(d).some((c) => c.type === 'static');
    for (const sig of named(d)) readSignature(cls, sig, isStatic);
  }
}

function readSignature(cls: ClassDecl, sig: Node, isStatic: boolean): void {
  const params = () => paramsOf(firstOf(sig, 'formal_parameter_list'), cls.fields);
  switch (sig.type) {
    case 'constructor_signature':
    case 'constant_constructor_signature':
    case 'factory_constructor_signature':
    case 'redirecting_factory_constructor_signature': {
      const name = ctorName(sig);
      const ps = params();
      ps.forEach((p, index) => {
        if (p.type.name === '<super>')
          cls.superParams.push({
            ctor: name,
            index,
            name: p.name,
            positional: ps.slice(0, index).filter((q) => !q.named).length,
          });
      });
      cls.ctors.set(name, { params: ps, ret: simple(cls.name), typeParams: [] });
      break;
    }
    case 'function_signature': {
      const name = sig.childForFieldName('name')?.text ?? '';
      const ret = typeFrom(named(sig)) ?? DYNAMIC;
      const fn: FnSig = {
        params: params(),
        ret,
        typeParams: typeParamsOf(firstOf(sig, 'type_parameters')),
      };
      (isStatic ? cls.statics : cls.members).set(name, { kind: 'method', type: ret, sig: fn });
      break;
    }
    case 'getter_signature': {
      const name = sig.childForFieldName('name')?.text ?? '';
      const type = typeFrom(named(sig)) ?? DYNAMIC;
      (isStatic ? cls.statics : cls.members).set(name, { kind: 'getter', type });
      break;
    }
    case 'operator_signature': {
      const op = kids(sig).find((c) => c.type !== 'operator' && !c.isNamed)?.type ?? '';
      const ret = typeFrom(named(sig)) ?? DYNAMIC;
      cls.members.set(`operator${op}`, {
        kind: 'method',
        type: ret,
        sig: { params: params(), ret, typeParams: [] },
      });
      break;
    }
    default:
      break;
  }
}

function supersOf(n: Node): DType[] {
  const out: DType[] = [];
  const collect = (holder: Node) => {
    const nodes = kids(holder);
    nodes.forEach((c, i) => {
      if (c.type === 'type_identifier') {
        const t = typeFrom(nodes.slice(i));
        if (t) out.push(t);
      }
    });
  };
  for (const part of named(n))
    if (['superclass', 'mixins', 'interfaces'].includes(part.type)) {
      collect(part);
      const mixins = firstOf(part, 'mixins');
      if (mixins) collect(mixins);
    }
  return out;
}

/** Reads every declaration of the files into `into` (open: Dart SDK classes). */
export function readDecls(files: readonly DartFile[], into: Decls, open: boolean): void {
  for (const file of files) {
    for (const top of named(file.root)) {
      if (top.type === 'class_definition' || top.type === 'mixin_declaration') {
        const name =
          top.childForFieldName('name')?.text ??
          named(top).find((c) => c.type === 'identifier')?.text ??
          '';
        const cls = newClass(name, file.name, open);
        cls.typeParams = typeParamsOf(firstOf(top, 'type_parameters'));
        if (top.type === 'mixin_declaration') {
          const nodes = kids(top);
          const on = nodes.findIndex((c) => c.type === 'on');
          if (on >= 0)
            nodes.slice(on + 1).forEach((c, i, rest) => {
              if (c.type === 'type_identifier') {
                const t = typeFrom(rest.slice(i));
                if (t) cls.supers.push(t);
              }
            });
        } else cls.supers = supersOf(top);
        const body = top.childForFieldName('body') ?? firstOf(top, 'class_body');
        if (body) readBody(cls, body);
        into.classes.set(name, cls);
      } else if (top.type === 'enum_declaration') {
        const name = top.childForFieldName('name')?.text ?? '';
        const cls = newClass(name, file.name, open);
        const body = top.childForFieldName('body');
        for (const c of body ? named(body) : [])
          if (c.type === 'enum_constant')
            cls.statics.set(named(c)[0]?.text ?? '', { kind: 'field', type: simple(name) });
        cls.statics.set('values', { kind: 'field', type: simple('List', [simple(name)]) });
        cls.members.set('name', { kind: 'field', type: simple('String') });
        cls.members.set('index', { kind: 'field', type: simple('int') });
        if (body) readBody(cls, body);
        into.classes.set(name, cls);
      } else if (top.type === 'type_alias') {
        const types = named(top).filter((c) => c.type === 'type_identifier');
        const target = typeFrom(named(top).slice(1));
        if (types[0] && target) into.typedefs.set(types[0].text, target);
      } else if (top.type === 'function_signature') {
        const name = top.childForFieldName('name')?.text ?? '';
        into.functions.set(name, {
          params: paramsOf(firstOf(top, 'formal_parameter_list')),
          ret: typeFrom(named(top)) ?? DYNAMIC,
          typeParams: typeParamsOf(firstOf(top, 'type_parameters')),
        });
      } else if (top.type === 'static_final_declaration_list') {
        for (const s of named(top)) {
          const parts = named(s);
          into.variables.set(parts[0]?.text ?? '', { init: chains(parts.slice(1))[0] });
        }
      }
    }
  }
}

/** Gives `super.x` parameters the type of the superclass constructor's parameter. */
export function resolveSuperParams(decls: Decls): void {
  const typeOf = (cls: ClassDecl, ctor: string, name: string, positional: number): DType => {
    const sup = cls.supers[0] && decls.classes.get(cls.supers[0].name);
    if (!sup) return DYNAMIC;
    const sig = sup.ctors.get(ctor) ?? sup.ctors.get('');
    const p =
      sig?.params.find((q) => q.named && q.name === name) ??
      sig?.params.filter((q) => !q.named)[positional];
    if (!p) return DYNAMIC;
    if (p.type.name === '<super>') return typeOf(sup, ctor, name, positional);
    const subst = new Map(sup.typeParams.map((t, i) => [t, cls.supers[0]?.args[i] ?? DYNAMIC]));
    return substitute(p.type, subst);
  };
  for (const cls of decls.classes.values())
    for (const sp of cls.superParams) {
      const sig = cls.ctors.get(sp.ctor);
      const p = sig?.params[sp.index];
      if (p) p.type = typeOf(cls, sp.ctor, sp.name, sp.positional);
    }
}

/** The type with its class's type parameters replaced by the given arguments. */
export function substitute(t: DType, subst: ReadonlyMap<string, DType>): DType {
  const bound = subst.get(t.name);
  if (bound && t.args.length === 0) return { ...bound, nullable: bound.nullable || t.nullable };
  const out: DType = { ...t, args: t.args.map((a) => substitute(a, subst)) };
  if (t.fn)
    out.fn = {
      params: t.fn.params.map((p) => ({ ...p, type: substitute(p.type, subst) })),
      ret: substitute(t.fn.ret, subst),
      typeParams: t.fn.typeParams,
    };
  return out;
}

export function show(t: DType): string {
  if (t.fn)
    return `${show(t.fn.ret)} Function(${t.fn.params.map((p) => show(p.type)).join(', ')})${t.nullable ? '?' : ''}`;
  const args = t.args.length ? `<${t.args.map(show).join(', ')}>` : '';
  return `${t.name}${args}${t.nullable && t.name !== 'dynamic' ? '?' : ''}`;
}
