// The walk of a program for the nyxx check, part 3 of 3: statements and literals (local
// variables, for-in loops, `if (x is T)` promotion, list and map literals, function literals),
// on top of the expression and call checks of dart-walk-base.ts and dart-walk-calls.ts. What it
// cannot type it lets through; it never guesses an error.
import { DYNAMIC, show, simple, typeFrom, typeList } from './dart-decls';
import type { DType } from './dart-decls';
import { chains, firstOf, kids, named } from './dart-tree';
import type { Node } from './dart-tree';
import { CallWalker } from './dart-walk-calls';
import { Scope, UNKNOWN, val } from './dart-walk-base';
import type { Value } from './dart-walk-base';

export type { CallSite } from './dart-walk-base';

export class Walker extends CallWalker {
  protected list(n: Node, scope: Scope, expected?: DType): Value {
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

  protected mapLiteral(n: Node, scope: Scope): Value {
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

  protected lambda(n: Node, scope: Scope, expected?: DType): Value {
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

  protected declare(n: Node, scope: Scope): void {
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

  protected forIn(n: Node, scope: Scope): void {
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

  protected ifStatement(n: Node, scope: Scope): void {
    const cons = n.childForFieldName('consequence');
    const alt = n.childForFieldName('alternative');
    const cond = named(n).filter((c) => c.startIndex < (cons?.startIndex ?? Infinity));
    let promoted = scope;
    for (const ch of chains(cond)) promoted = this.condition(ch, promoted);
    if (cons) this.visit(cons, new Scope(promoted));
    if (alt) this.visit(alt, new Scope(scope));
  }

  /** Walks a condition; returns the scope in which `x is T` (and `a && x is T`) made x a T. */
  protected condition(chain: readonly Node[], scope: Scope): Scope {
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
