// The walk of a program for the nyxx check: follows each expression's type through local
// variables, parameters, members and calls, and checks every constructor call, method call and
// argument against the declarations (dart-decls.ts): the class and constructor or method exist,
// each named argument is a parameter, every required one is given, the positional count fits,
// and each argument's type (literals, constructor calls, enum-likes, lists element by element)
// may be passed where it goes. What it cannot type it lets through; it never guesses an error.
import { DYNAMIC, show, simple, substitute, typeFrom, typeList } from './dart-decls';
import type { ClassDecl, Decls, DType, FnSig } from './dart-decls';
import { chains, firstOf, kids, lineOf, named } from './dart-tree';
import type { Node } from './dart-tree';
import { BOOL, STRING, Types } from './dart-types';

/** One constructor or static call the program makes, for the printer's tests. */
export interface CallSite {
  file: string;
  line: number;
  /** `ButtonBuilder.primary`, `MessageBuilder` (unnamed), `PartialTextChannel.sendMessage`. */
  callee: string;
  named: string[];
}

type Value =
  | { k: 'value'; t: DType }
  | { k: 'class'; cls: ClassDecl; args: DType[] }
  | { k: 'fn'; name: string; sig: FnSig }
  | { k: 'unknown' };

const UNKNOWN: Value = { k: 'unknown' };
const val = (t: DType): Value => (t.name === 'dynamic' ? UNKNOWN : { k: 'value', t });

class Scope {
  private readonly vars = new Map<string, DType>();
  constructor(readonly parent?: Scope) {}
  get(name: string): DType | undefined {
    return this.vars.get(name) ?? this.parent?.get(name);
  }
  set(name: string, t: DType): void {
    this.vars.set(name, t);
  }
}

const LITERALS: Record<string, DType> = {
  decimal_integer_literal: simple('int'),
  hex_integer_literal: simple('int'),
  decimal_floating_point_literal: simple('double'),
  true: BOOL,
  false: BOOL,
  null_literal: simple('Null', [], true),
  symbol_literal: simple('Symbol'),
};

export class Walker {
  readonly types: Types;
  readonly errors: string[] = [];
  readonly calls: CallSite[] = [];
  file = '';
  /** Names declared somewhere in the program (patterns, catch clauses, ...): never "unknown". */
  declaredSomewhere = new Set<string>();
  private quiet = 0;

  constructor(
    readonly decls: Decls,
    /** Class, function and variable names the program may name. */
    readonly visible: ReadonlySet<string>,
  ) {
    this.types = new Types(decls);
  }

  error(n: Node, message: string): void {
    if (this.quiet === 0) this.errors.push(`${this.file}:${lineOf(n)}: ${message}`);
  }

  /** A top-level function: its parameters in scope, its body walked. */
  walkFunction(sig: Node, body: Node | undefined, scope: Scope): void {
    const inner = new Scope(scope);
    const list = firstOf(sig, 'formal_parameter_list');
    for (const p of list ? this.paramNodes(list) : []) inner.set(p.name, p.type ?? DYNAMIC);
    if (body) this.visit(body, inner);
  }

  newScope(): Scope {
    return new Scope();
  }

  private paramNodes(list: Node): { name: string; type?: DType }[] {
    return list
      .descendantsOfType('formal_parameter')
      .filter((p): p is Node => p !== null)
      .map((p) => {
        const inner = named(p)[0];
        const parts = inner && inner.type.endsWith('param') ? named(inner) : named(p);
        return { name: parts.at(-1)?.text ?? '', type: typeFrom(parts) };
      });
  }

  /** Walks every expression under a node. */
  visit(node: Node, scope: Scope, expected?: DType): Value {
    let last: Value = UNKNOWN;
    for (const chain of chains(named(node))) last = this.chain(chain, scope, expected);
    return last;
  }

  /** The value of one expression: its head and the selectors after it. */
  chain(chain: readonly Node[], scope: Scope, expected?: DType): Value {
    const [head, ...rest] = chain;
    if (!head) return UNKNOWN;
    let v = this.head(head, scope, expected);
    for (let i = 0; i < rest.length; i += 1) {
      const sel = rest[i]!;
      const next = rest[i + 1];
      if (sel.type === 'type_cast') {
        const t = typeFrom(named(sel));
        v = t ? val(t) : UNKNOWN;
        continue;
      }
      if (sel.type === 'type_test') {
        v = val(BOOL);
        continue;
      }
      if (sel.type === 'cascade_section') {
        this.cascade(sel, v, scope);
        continue;
      }
      const part = sel.type === 'selector' ? named(sel)[0] : sel;
      if (!part) {
        if (v.k === 'value') v = val({ ...v.t, nullable: false }); // `!`
        continue;
      }
      if (part.type === 'argument_part') {
        v = this.call(v, '', part, scope, sel);
        continue;
      }
      const index = firstOf(part, 'index_selector');
      if (index) {
        const arg = this.visit(index, scope);
        v = this.memberCall(v, 'operator[]', undefined, scope, sel, arg);
        continue;
      }
      const name = named(part).find((c) => c.type === 'identifier')?.text ?? '';
      const callPart = next?.type === 'selector' ? named(next)[0] : undefined;
      if (!name) {
        v = UNKNOWN;
        continue;
      }
      if (callPart?.type === 'argument_part') {
        v = this.call(v, name, callPart, scope, sel);
        i += 1;
      } else v = this.property(v, name, sel);
    }
    return v;
  }

  private head(n: Node, scope: Scope, expected: DType | undefined): Value {
    const literal = LITERALS[n.type];
    if (literal) return val(literal);
    switch (n.type) {
      case 'string_literal':
        for (const sub of n.descendantsOfType('template_substitution'))
          if (sub) this.visit(sub, scope);
        return val(STRING);
      case 'identifier':
        return this.identifier(n, scope);
      case 'this':
        return UNKNOWN;
      case 'list_literal':
        return this.list(n, scope, expected);
      case 'set_or_map_literal':
        return this.mapLiteral(n, scope);
      case 'parenthesized_expression':
        return this.visit(n, scope, expected);
      case 'function_expression':
        return this.lambda(n, scope, expected);
      case 'await_expression': {
        const v = this.visit(n, scope);
        if (v.k !== 'value') return UNKNOWN;
        const fut = this.types.asInstanceOf(v.t, 'Future');
        return fut ? val(fut.args[0] ?? DYNAMIC) : v;
      }
      case 'new_expression':
      case 'const_object_expression':
        return this.construct(n, scope, n);
      case 'postfix_expression': {
        const inv = firstOf(n, 'constructor_invocation');
        return inv ? this.construct(inv, scope, n) : this.visit(n, scope);
      }
      case 'relational_expression':
        if (firstOf(n, 'record_literal'))
          this.error(
            n,
            `${JSON.stringify(n.text.split('(')[0])}: the Dart grammar reads a constructor call with type arguments as a comparison; write it without them`,
          );
        this.visit(n, scope);
        return val(BOOL);
      case 'equality_expression':
      case 'logical_and_expression':
      case 'logical_or_expression':
      case 'type_test_expression':
        this.visit(n, scope);
        return val(BOOL);
      case 'bitwise_or_expression':
      case 'bitwise_and_expression':
      case 'bitwise_xor_expression': {
        const parts = chains(named(n)).map((c) => this.chain(c, scope));
        const left = parts[0];
        const op =
          n.type === 'bitwise_or_expression'
            ? '|'
            : n.type === 'bitwise_and_expression'
              ? '&'
              : '^';
        if (left?.k !== 'value') return UNKNOWN;
        const m = this.types.member(left.t, `operator${op}`);
        return typeof m === 'object' ? val(m.type) : left;
      }
      case 'conditional_expression': {
        const parts = chains(named(n)).map((c) => this.chain(c, scope, expected));
        return parts[1] ?? UNKNOWN;
      }
      case 'type_cast_expression':
      case 'unary_expression':
        return this.visit(n, scope, expected);
      case 'block':
        this.visit(n, new Scope(scope));
        return UNKNOWN;
      case 'local_variable_declaration':
      case 'initialized_variable_definition':
        this.declare(n, scope);
        return UNKNOWN;
      case 'for_statement':
        this.forIn(n, scope);
        return UNKNOWN;
      case 'if_statement':
        this.ifStatement(n, scope);
        return UNKNOWN;
      default:
        this.visit(n, scope);
        return UNKNOWN;
    }
  }

  private identifier(n: Node, scope: Scope): Value {
    const name = n.text;
    const local = scope.get(name);
    if (local) return val(local);
    const fn = this.decls.functions.get(name);
    if (fn && this.visible.has(name)) return { k: 'fn', name, sig: fn };
    const variable = this.decls.variables.get(name);
    if (variable && this.visible.has(name)) {
      if (variable.type) return val(variable.type);
      if (variable.init) return this.silently(() => this.chain(variable.init ?? [], new Scope()));
      return UNKNOWN;
    }
    const cls = this.decls.classes.get(name);
    if (cls && this.visible.has(name)) return { k: 'class', cls, args: [] };
    const alias = this.decls.typedefs.get(name);
    const target = alias && this.decls.classes.get(alias.name);
    if (target && this.visible.has(name)) return { k: 'class', cls: target, args: alias.args };
    if (this.declaredSomewhere.has(name)) return UNKNOWN;
    const what = /^[A-Z]/.test(name) ? 'class or name' : 'name';
    this.error(n, `unknown ${what} ${JSON.stringify(name)}`);
    return UNKNOWN;
  }

  silently<T>(f: () => T): T {
    this.quiet += 1;
    try {
      return f();
    } finally {
      this.quiet -= 1;
    }
  }

  private construct(n: Node, scope: Scope, at: Node): Value {
    const typeNode = firstOf(n, 'type_identifier');
    const name = typeNode?.text ?? '';
    const ids = named(n).filter((c) => c.type === 'identifier');
    const ta = firstOf(n, 'type_arguments');
    const cls = this.decls.classes.get(name);
    const argsNode = firstOf(n, 'arguments');
    if (!cls || !this.visible.has(name)) {
      this.error(at, `unknown class ${JSON.stringify(name)}`);
      if (argsNode) this.visit(argsNode, scope);
      return UNKNOWN;
    }
    const v: Value = { k: 'class', cls, args: ta ? typeList(ta) : [] };
    return this.invoke(v, ids[0]?.text ?? '', argsNode, scope, at);
  }

  /** A call: `Class(...)`, `Class.named(...)`, `value.method(...)`, `function(...)`. */
  private call(v: Value, name: string, part: Node, scope: Scope, at: Node): Value {
    const argsNode = firstOf(part, 'arguments');
    if (name === '' || v.k === 'class') return this.invoke(v, name, argsNode, scope, at);
    return this.memberCall(v, name, argsNode, scope, at);
  }

  private invoke(
    v: Value,
    name: string,
    argsNode: Node | undefined,
    scope: Scope,
    at: Node,
  ): Value {
    if (v.k === 'fn') {
      this.checkArgs(v.sig, new Map(), argsNode, scope, at, v.name);
      return val(v.sig.ret);
    }
    if (v.k === 'value' && name === '') {
      const call = this.types.member(v.t, 'call');
      if (typeof call === 'object' && call.sig)
        this.checkArgs(call.sig, new Map(), argsNode, scope, at, 'call');
      else if (argsNode) this.visit(argsNode, scope);
      return v.t.fn ? val(v.t.fn.ret) : UNKNOWN;
    }
    if (v.k !== 'class') {
      if (argsNode) this.visit(argsNode, scope);
      return UNKNOWN;
    }
    const { cls } = v;
    const ctor = cls.ctors.get(name);
    const label = name ? `${cls.name}.${name}` : cls.name;
    if (ctor) {
      const subst = new Map(cls.typeParams.map((p, i) => [p, v.args[i] ?? DYNAMIC]));
      const bound = this.checkArgs(ctor, subst, argsNode, scope, at, label);
      this.record(at, label, argsNode);
      const args = cls.typeParams.map((p, i) => v.args[i] ?? bound.get(p) ?? DYNAMIC);
      return val(simple(cls.name, args));
    }
    const stat = name ? cls.statics.get(name) : undefined;
    if (stat?.sig) {
      this.checkArgs(stat.sig, new Map(), argsNode, scope, at, label);
      this.record(at, label, argsNode);
      return val(stat.sig.ret);
    }
    if (!cls.open || name === '')
      this.error(
        at,
        name
          ? `${cls.name} has no constructor or static method ${JSON.stringify(name)}`
          : `${cls.name} has no unnamed constructor`,
      );
    if (argsNode) this.visit(argsNode, scope);
    return UNKNOWN;
  }

  private record(at: Node, callee: string, argsNode: Node | undefined): void {
    if (this.quiet) return;
    const namedArgs = argsNode
      ? named(argsNode)
          .filter((a) => a.type === 'named_argument')
          .map((a) => firstOf(a, 'label')?.text.replace(/:$/, '').trim() ?? '')
      : [];
    this.calls.push({ file: this.file, line: lineOf(at), callee, named: namedArgs });
  }

  private memberCall(
    v: Value,
    name: string,
    argsNode: Node | undefined,
    scope: Scope,
    at: Node,
    indexArg?: Value,
  ): Value {
    if (v.k !== 'value') {
      if (argsNode) this.visit(argsNode, scope);
      return UNKNOWN;
    }
    void indexArg;
    const m = this.types.member(v.t, name);
    if (m === 'missing') {
      this.error(
        at,
        `${show(v.t)} has no method ${JSON.stringify(name.replace('operator', 'operator '))}`,
      );
      if (argsNode) this.visit(argsNode, scope);
      return UNKNOWN;
    }
    if (m === 'unknown' || !m.sig) {
      if (argsNode) this.visit(argsNode, scope);
      if (m !== 'unknown' && m.type.fn) return val(m.type.fn.ret);
      return UNKNOWN;
    }
    if (argsNode) {
      const cls = this.types.classOf(v.t);
      this.checkArgs(m.sig, new Map(), argsNode, scope, at, `${cls?.name ?? show(v.t)}.${name}`);
      this.record(at, `${cls?.name ?? show(v.t)}.${name}`, argsNode);
    }
    return val(m.sig.ret);
  }

  private property(v: Value, name: string, at: Node): Value {
    if (v.k === 'class') {
      const stat = v.cls.statics.get(name);
      if (stat) {
        if (stat.init) return this.silently(() => this.chain(stat.init ?? [], new Scope()));
        return val(stat.type);
      }
      if (!v.cls.open) this.error(at, `${v.cls.name} has no static member ${JSON.stringify(name)}`);
      return UNKNOWN;
    }
    if (v.k !== 'value') return UNKNOWN;
    const m = this.types.member(v.t, name);
    if (m === 'missing') {
      this.error(at, `${show(v.t)} has no member ${JSON.stringify(name)}`);
      return UNKNOWN;
    }
    if (m === 'unknown') return UNKNOWN;
    return m.kind === 'method' && m.sig ? { k: 'fn', name, sig: m.sig } : val(m.type);
  }

  private cascade(sec: Node, target: Value, scope: Scope): void {
    const name = firstOf(sec, 'cascade_selector')?.text ?? '';
    const parts = kids(sec);
    const eq = parts.findIndex((c) => c.type === '=');
    const call = parts.find((c) => c.type === 'argument_part');
    if (call) {
      this.call(target, name, call, scope, sec);
      return;
    }
    const member = this.property(target, name, sec);
    if (eq >= 0) {
      const rhs = chains(parts.slice(eq + 1).filter((c) => c.isNamed))[0] ?? [];
      const got = this.chain(rhs, scope, member.k === 'value' ? member.t : undefined);
      if (member.k === 'value' && got.k === 'value' && !this.types.assignable(got.t, member.t))
        this.error(sec, `${name} is ${show(member.t)}, not ${show(got.t)}`);
    }
  }

  /** Checks the arguments against the parameters; returns the class type parameters they bind. */
  checkArgs(
    sig: FnSig,
    subst: Map<string, DType>,
    argsNode: Node | undefined,
    scope: Scope,
    at: Node,
    label: string,
  ): Map<string, DType> {
    const bound = new Map<string, DType>();
    const positional = sig.params.filter((p) => !p.named);
    const given = new Set<string>();
    let index = 0;
    for (const arg of argsNode ? named(argsNode) : []) {
      const isNamed = arg.type === 'named_argument';
      if (!isNamed && arg.type !== 'argument') continue;
      const argName = isNamed ? (firstOf(arg, 'label')?.text.replace(/:$/, '').trim() ?? '') : '';
      const param = isNamed
        ? sig.params.find((p) => p.named && p.name === argName)
        : positional[index];
      if (!isNamed) index += 1;
      if (isNamed) given.add(argName);
      if (!param) {
        if (isNamed)
          this.error(
            arg,
            `${label} has no parameter ${JSON.stringify(argName)} (it takes: ${sig.params.map((p) => (p.named ? p.name : `[${p.name}]`)).join(', ') || 'nothing'})`,
          );
        else
          this.error(arg, `${label} takes ${positional.length} positional argument(s), given more`);
        this.visit(arg, scope);
        continue;
      }
      const expected = substitute(param.type, subst);
      const got = this.visit(arg, scope, expected);
      if (got.k === 'value') {
        if (
          sig.typeParams.length === 0 &&
          /^[A-Z]$/.test(param.type.name) &&
          !param.type.args.length
        )
          bound.set(param.type.name, got.t);
        if (!this.types.assignable(got.t, expected))
          this.error(
            arg,
            `${label}: ${isNamed ? argName : `argument ${index}`} is ${show(expected)}, not ${show(got.t)}`,
          );
      }
    }
    for (const p of sig.params)
      if (p.named && p.required && !given.has(p.name))
        this.error(at, `${label} needs its required argument ${JSON.stringify(p.name)}`);
    const needed = positional.filter((p) => p.required).length;
    if (index < needed)
      this.error(at, `${label} takes ${needed} positional argument(s), given ${index}`);
    return bound;
  }

  private list(n: Node, scope: Scope, expected?: DType): Value {
    const elem = expected && this.types.asInstanceOf(expected, 'Iterable')?.args[0];
    const ta = firstOf(n, 'type_arguments');
    const declared = ta ? typeList(ta)[0] : undefined;
    const want = declared ?? elem;
    let first: DType | undefined;
    for (const c of chains(named(n))) {
      const head = c[0];
      if (head && ['spread_element', 'if_element', 'for_element'].includes(head.type)) {
        this.visit(head, new Scope(scope), want);
        continue;
      }
      const got = this.chain(c, scope, want);
      if (got.k === 'value') {
        first ??= got.t;
        if (want && !this.types.assignable(got.t, want))
          this.error(c[0] ?? n, `a list of ${show(want)} cannot hold ${show(got.t)}`);
      }
    }
    return val(simple('List', [declared ?? first ?? DYNAMIC]));
  }

  private mapLiteral(n: Node, scope: Scope): Value {
    const pairs = named(n).filter((c) => c.type === 'pair');
    let key: DType = DYNAMIC;
    let value: DType = DYNAMIC;
    for (const p of pairs) {
      const [k, v] = chains(named(p)).map((c) => this.chain(c, scope));
      if (k?.k === 'value') key = k.t;
      if (v?.k === 'value') value = v.t;
    }
    if (pairs.length === 0 && named(n).length > 0) {
      this.visit(n, scope);
      return val(simple('Set', [DYNAMIC]));
    }
    return val(simple('Map', [key, value]));
  }

  private lambda(n: Node, scope: Scope, expected?: DType): Value {
    const inner = new Scope(scope);
    const list = n.childForFieldName('parameters') ?? firstOf(n, 'formal_parameter_list');
    const params = list ? this.paramNodes(list) : [];
    params.forEach((p, i) => inner.set(p.name, p.type ?? expected?.fn?.params[i]?.type ?? DYNAMIC));
    const body = n.childForFieldName('body');
    if (body) this.visit(body, inner);
    return val({
      name: 'Function',
      args: [],
      nullable: false,
      fn: { params: [], ret: DYNAMIC, typeParams: [] },
    });
  }

  private declare(n: Node, scope: Scope): void {
    const defs =
      n.type === 'initialized_variable_definition'
        ? [n]
        : named(n).filter((c) => c.type === 'initialized_variable_definition');
    for (const d of defs) {
      const nameNode = d.childForFieldName('name');
      if (!nameNode) continue;
      const before = named(d).filter((c) => c.startIndex < nameNode.startIndex);
      const declared = typeFrom(before);
      const valueNodes = d
        .childrenForFieldName('value')
        .filter((c): c is Node => c !== null && c.isNamed);
      const got = valueNodes.length
        ? this.chain(chains(valueNodes)[0] ?? [], scope, declared)
        : UNKNOWN;
      if (declared && got.k === 'value' && !this.types.assignable(got.t, declared))
        this.error(d, `${nameNode.text} is ${show(declared)}, not ${show(got.t)}`);
      scope.set(nameNode.text, declared ?? (got.k === 'value' ? got.t : DYNAMIC));
    }
  }

  private forIn(n: Node, scope: Scope): void {
    const inner = new Scope(scope);
    const parts = firstOf(n, 'for_loop_parts');
    if (parts && kids(parts).some((c) => c.type === 'in')) {
      const nameNode = parts.childForFieldName('name');
      const values = parts.childrenForFieldName('value').filter((c): c is Node => c !== null);
      const iter = this.chain(chains(values)[0] ?? [], scope);
      const declared =
        nameNode && typeFrom(named(parts).filter((c) => c.startIndex < nameNode.startIndex));
      const elem =
        iter.k === 'value' ? this.types.asInstanceOf(iter.t, 'Iterable')?.args[0] : undefined;
      if (nameNode) inner.set(nameNode.text, declared ?? elem ?? DYNAMIC);
    } else if (parts) this.visit(parts, inner);
    const body = n.childForFieldName('body');
    if (body) this.visit(body, inner);
  }

  private ifStatement(n: Node, scope: Scope): void {
    const cons = n.childForFieldName('consequence');
    const alt = n.childForFieldName('alternative');
    const cond = named(n).filter((c) => c.startIndex < (cons?.startIndex ?? Infinity));
    let promoted = scope;
    for (const ch of chains(cond)) promoted = this.condition(ch, promoted);
    if (cons) this.visit(cons, new Scope(promoted));
    if (alt) this.visit(alt, new Scope(scope));
  }

  /** Walks a condition; returns the scope in which `x is T` (and `a && x is T`) made x a T. */
  private condition(chain: readonly Node[], scope: Scope): Scope {
    const head = chain[0];
    if (!head || chain.length > 1) {
      this.chain(chain, scope);
      return scope;
    }
    if (head.type === 'parenthesized_expression' && named(head).length === 1)
      return this.condition([named(head)[0] ?? head], scope);
    if (head.type === 'logical_and_expression') {
      let s = scope;
      for (const part of chains(named(head))) s = this.condition(part, s);
      return s;
    }
    if (head.type === 'type_test_expression') {
      const [subject, ...rest] = chains(named(head));
      const tt =
        rest.flat().find((c) => c.type === 'type_test') ??
        subject?.find((c) => c.type === 'type_test');
      const exprPart = subject?.filter((c) => c.type !== 'type_test') ?? [];
      this.chain(exprPart, scope);
      const t = tt && typeFrom(named(tt));
      if (
        exprPart.length === 1 &&
        exprPart[0]?.type === 'identifier' &&
        t &&
        !tt.text.startsWith('is!')
      ) {
        const s = new Scope(scope);
        s.set(exprPart[0].text, t);
        return s;
      }
      return scope;
    }
    this.chain(chain, scope);
    return scope;
  }
}
