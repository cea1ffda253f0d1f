// Where a problem is fixed: the inspector field a click focuses (the fix actions offered when no
// field can fix it are in fixes-of.ts, which loads with the validator).
import { fieldNameFromPath, findNode, isV2 } from '../../model';
import type { Doc, NodeKey, Problem } from '../../model';
import { visibleFields } from '../inspector/visible-fields';

export interface FormTarget {
  /** The node whose form holds the field; null: the document's own form. */
  key: NodeKey | null;
  field: string;
}

const MESSAGE_FIELDS = ['flags', 'allowed_mentions', 'tts'];
const WEBHOOK_FIELDS = ['username', 'avatar_url', 'thread_name'];

/** The document form's fields (see DocumentForm). */
function bodyFields(doc: Doc): string[] {
  if (doc.surface === 'modal') return ['title', 'custom_id'];
  const fields = isV2(doc) ? MESSAGE_FIELDS : ['content', ...MESSAGE_FIELDS];
  return doc.envelope === 'webhook' ? [...fields, ...WEBHOOK_FIELDS] : fields;
}

/** The longest Text Display: where text is cut when the texts are too long together. */
function longestText(doc: Doc): NodeKey | null {
  let best: { key: NodeKey; n: number } | null = null;
  const visit = (nodes: Doc['nodes']) => {
    for (const n of nodes) {
      if (n.kind === 'text-display' && typeof n.props.content === 'string')
        if (!best || n.props.content.length > best.n)
          best = { key: n.key, n: n.props.content.length };
      for (const children of Object.values(n.slots)) visit(children ?? []);
    }
  };
  visit(doc.nodes);
  return best ? (best as { key: NodeKey }).key : null;
}

/** The inspector field that can fix a problem, or null when no field can. */
export function formTarget(doc: Doc, problem: Problem): FormTarget | null {
  const key = problem.nodeId ?? null;
  if (problem.code === 'text-display-total') {
    const text = longestText(doc);
    return text ? { key: text, field: 'content' } : null;
  }
  if (key === null) {
    if (problem.code === 'empty-message' && !isV2(doc) && doc.surface === 'message')
      return { key: null, field: 'content' };
    const field = fieldNameFromPath(problem.path);
    return bodyFields(doc).includes(field) ? { key: null, field } : null;
  }
  const node = findNode(doc, key)?.node;
  if (!node) return null;
  const field = problem.code === 'button-empty' ? 'label' : fieldNameFromPath(problem.path);
  return visibleFields(node, doc.surface).some((f) => f.name === field) ? { key, field } : null;
}
