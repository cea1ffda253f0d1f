// The walk of a program for the nyxx check, part 1 of 3 (expressions; dart-walk-calls.ts checks
// calls, dart-walk.ts statements and literals): follows each expression's type through local
// variables, parameters, members and calls, and checks every constructor call, method call and
// argument against the declarations (dart-decls.ts): the class and constructor or method exist,
// each named argument is a parameter, every required one is given, the positional count fits,
// and each argument's type (literals, constructor calls, enum-likes, lists element by element)
// may be passed where it goes. What it cannot type it lets through; it never guesses an error.
import { DYNAMIC, simple, typeFrom } from './dart-decls';
import type { ClassDecl, Decls, DType, FnSig } from './dart-decls';
import { chains, firstOf, lineOf, named } from './dart-tree';
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

export type Value =
  | { k: 'value'; t: DType }
  | { k: 'class'; cls: ClassDecl; args: DType[] }
  | { k: 'fn'; name: string; sig: FnSig }
  | { k: 'unknown' };

export const UNKNOWN: Value = { k: 'unknown' };
export const val = (t: DType): Value => (t.name === 'dynamic' ? UNKNOWN : { k: 'value', t });

export class Scope {
  private readonly vars = new Map<string, DType>();
  constructor(readonly parent?: Scope) {}
  get(name: string): DType | undefined {
    return this.vars.get(name) ?? this.parent?.get(name);
  }
  set(name: string, t: DType): void {
    this.vars.set(name, t);
  }
}

export const LITERALS: Record<string, DType> = {
  decimal_integer_literal: simple('int'),
  hex_integer_literal: simple('int'),
  decimal_floating_point_literal: simple('double'),
  true: BOOL,
  false: BOOL,
  null_literal: simple('Null', [], true),
  symbol_literal: simple('Symbol'),
};

export abstract class WalkBase {
  readonly types: Types;
  readonly errors: string[] = [];
  readonly calls: CallSite[] = [];
  file = '';
  /** Names declared somewhere in the program (patterns, catch clauses, ...): never "unknown". */
  declaredSomewhere = new Set<string>();
  protected quiet = 0;

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

  protected paramNodes(list: Node): { name: string; type?: DType }[] {
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

  protected head(n: Node, scope: Scope, expected: DType | undefined): Value {
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

  silently<T>(f: () => T): T {
    this.quiet += 1;
    try {
      return f();
    } finally {
      this.quiet -= 1;
    }
  }

  protected abstract identifier(n: Node, scope: Scope): Value;
  protected abstract construct(n: Node, scope: Scope, at: Node): Value;
  protected abstract call(v: Value, name: string, part: Node, scope: Scope, at: Node): Value;
  protected abstract memberCall(
    v: Value,
    name: string,
    argsNode: Node | undefined,
    scope: Scope,
    at: Node,
    indexArg?: Value,
  ): Value;
  protected abstract property(v: Value, name: string, at: Node): Value;
  protected abstract cascade(sec: Node, target: Value, scope: Scope): void;
  protected abstract list(n: Node, scope: Scope, expected?: DType): Value;
  protected abstract mapLiteral(n: Node, scope: Scope): Value;
  protected abstract lambda(n: Node, scope: Scope, expected?: DType): Value;
  protected abstract declare(n: Node, scope: Scope): void;
  protected abstract forIn(n: Node, scope: Scope): void;
  protected abstract ifStatement(n: Node, scope: Scope): void;
}
