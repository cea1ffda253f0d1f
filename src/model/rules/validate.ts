// validate(doc): every problem at once, with the JSON path into the exported payload, the node it
// belongs to, a severity, a stable code and a plain sentence. Each node is checked by
// check-node.ts, which keeps results by node identity: an edit checks again only the nodes on its
// path, and the rules that span the document (names per command type, counts, ids) run here on
// every pass from what the nodes hold, without walking into them again.
import { commandSetRules } from '../commands/rules';
import type { Doc } from '../document/document';
import { bodyPath, rootPath } from '../payload/envelope';
import { rootNodePath } from '../embeds/parts';
import type { Problem } from './problems';
import { formatPath } from './problems';
import type { Walk } from './check-node';
import { checkNode, docKey } from './check-node';
import { describeValue } from './context';
import { bodyRules, uniquenessRules } from './document-rules';
import { endPass } from './kept';

const order = (p: Problem) => (p.severity === 'error' ? 0 : 1);

/** Every problem of the document; errors first, each group in document order. Never throws. */
export function validate(doc: Doc): Problem[] {
  const ctx: Walk = { doc, problems: [], nodePaths: new Map(), reached: [], docKey: docKey(doc) };
  const base = bodyPath(doc.envelope);
  if (doc.surface === 'commands')
    doc.nodes.forEach((node, i) =>
      checkNode(ctx, node, rootPath(doc.envelope, i), null, 'options'),
    );
  else {
    doc.nodes.forEach((node, i) =>
      checkNode(ctx, node, [...base, ...rootNodePath(doc, i)], null, 'components'),
    );
    if (!doc.hasNodes && 'components' in doc.body) {
      const value = describeValue(doc.body.components);
      ctx.problems.push({
        path: formatPath([...base, 'components']),
        severity: 'error',
        code: 'invalid-children',
        message: `\`components\` must be an array of component objects; it is ${value}.`,
      });
    }
  }
  endPass();
  if (doc.surface === 'commands') commandSetRules(ctx, doc);
  else {
    // The document rules read every node with its path (counts, unique ids, attachments).
    ctx.nodePaths = new Map(ctx.reached);
    bodyRules(ctx, base);
    uniquenessRules(ctx);
  }
  if (ctx.problems.length < 2) return ctx.problems;
  return ctx.problems
    .map((p, i) => [p, i] as const)
    .sort((a, b) => order(a[0]) - order(b[0]) || a[1] - b[1])
    .map(([p]) => p);
}
