// The two helpers every serenity builder is printed with: `Chain`, a builder and its method
// calls, and `Fields`, a node's fields by key that tells `Out` about each one nothing set.
import type { Json, PlanField, PlanNode } from '../../model';
import type { Out } from './serenity-values';
import { LIBRARY, snake } from './serenity-values';

/** The variable a node is declared as. */
export const varOf = (n: PlanNode): string => snake(n.name);

export const slotNodes = (n: PlanNode, slot: string) =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];

export const list = (items: readonly string[]) => `vec![${items.join(', ')}]`;

/** A builder with its calls: `X::new(a)` then `.b(c)`, one call a line when there are many. */
export class Chain {
  readonly calls: string[] = [];
  constructor(public head: string) {}
  call(method: string, arg: string | null): void {
    if (arg !== null) this.calls.push(`.${method}(${arg})`);
  }
  /** On one line: for a builder inside another's arguments. */
  flat(): string {
    return `${this.head}${this.calls.join('')}`;
  }
  toString(): string {
    return this.calls.length <= 1
      ? `${this.head}${this.calls.join('')}`
      : `${this.head}\n${this.calls.map((c) => `    ${c}`).join('\n')}`;
  }
}

/** Fields by key, with a note for each one `take` never asked for. */
export class Fields {
  private readonly used = new Set<string>();
  constructor(
    private readonly n: PlanNode,
    private readonly out: Out,
  ) {}
  has(key: string): boolean {
    return this.n.fields.some((f) => f.key === key);
  }
  field(key: string): PlanField | undefined {
    this.used.add(key);
    return this.n.fields.find((f) => f.key === key);
  }
  value(key: string): Json | undefined {
    return this.field(key)?.value;
  }
  path(key: string): string {
    return `${this.n.path}.${key}`;
  }
  /** Every field in order with the method that sets it (null: ask `custom`). */
  each(set: (f: PlanField) => void): void {
    for (const f of this.n.fields) {
      if (this.used.has(f.key)) continue;
      this.used.add(f.key);
      if (f.value === null)
        this.out.note(
          f.path,
          `null: ${LIBRARY} leaves \`${f.key}\` out, which Discord reads the same`,
        );
      else set(f);
    }
  }
  unknown(f: PlanField): void {
    this.out.note(f.path, `${LIBRARY} cannot set \`${f.key}\` here: left out`);
  }
}
