// The walk of a program for the nyxx check, part 2 of 3: names, constructor calls, method calls
// and cascades, each checked against the declarations: the class and constructor or method
// exist, each named argument is a parameter, every required one is given, the positional count
// fits, and each argument's type may be passed where it goes.
import { DYNAMIC, show, simple, substitute, typeList } from './dart-decls';
import type { DType, FnSig } from './dart-decls';
import { chains, firstOf, kids, lineOf, named } from './dart-tree';
import type { Node } from './dart-tree';
import { Scope, UNKNOWN, WalkBase, val } from './dart-walk-base';
import type { Value } from './dart-walk-base';

export abstract class CallWalker extends WalkBase {
  protected identifier(n: Node, scope: Scope): Value {
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

  protected construct(n: Node, scope: Scope, at: Node): Value {
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
  protected call(v: Value, name: string, part: Node, scope: Scope, at: Node): Value {
    const argsNode = firstOf(part, 'arguments');
    if (name === '' || v.k === 'class') return this.invoke(v, name, argsNode, scope, at);
    return this.memberCall(v, name, argsNode, scope, at);
  }

  protected invoke(
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

  protected record(at: Node, callee: string, argsNode: Node | undefined): void {
    if (this.quiet) return;
    const namedArgs = argsNode
      ? named(argsNode)
          .filter((a) => a.type === 'named_argument')
          .map((a) => firstOf(a, 'label')?.text.replace(/:$/, '').trim() ?? '')
      : [];
    this.calls.push({ file: this.file, line: lineOf(at), callee, named: namedArgs });
  }

  protected memberCall(
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

  protected property(v: Value, name: string, at: Node): Value {
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

  protected cascade(sec: Node, target: Value, scope: Scope): void {
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
}
