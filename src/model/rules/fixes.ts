// Fixes for the problems no inspector field can fix: a field Discord does not know, a V2 message's
// leftover content, a component in the wrong place, a row holding too much. Each fix is data (a
// FixEdit), so the editor applies it as one recorded, undoable action, and it is tested here.
import type { NewKind } from '../catalog/factory';
import type { Doc, NodeKey, SlotName } from '../document/document';
import { isV2 } from '../document/document';
import { rowInputs } from './fix-apply';
import { LIMITS } from '../limits';
import { findNode } from '../document/find-node';
import type { Problem } from './problems';
import { fieldNameFromPath, parsePath } from './problems';
import { plural } from '../text';

export type FixEdit =
  /** Removes a field of a node, or of the document's body (key null). */
  | { kind: 'remove-field'; key: NodeKey | null; field: string }
  /** A V2 message's `content` becomes a Text Display at the top. */
  | { kind: 'content-to-text' }
  | { kind: 'remove-node'; key: NodeKey }
  /** A new component of a kind in a node's slot (key null: the top level). */
  | { kind: 'add'; key: NodeKey | null; slot: SlotName; type: NewKind }
  /** A row's components spread over new rows after it, as many as each may hold. */
  | { kind: 'split-row'; key: NodeKey }
  /** The last components of a list removed until it holds `keep` (key null: the top level). */
  | { kind: 'trim'; key: NodeKey | null; slot: SlotName; keep: number }
  /** Components removed from the end until the message holds 40. */
  | { kind: 'trim-total' }
  /** A Section's Text Displays past the third moved out, right after the Section. */
  | { kind: 'move-extra-texts'; key: NodeKey }
  /** A modal's deprecated Action Row replaced by a Label around each of its inputs. */
  | { kind: 'row-to-label'; key: NodeKey }
  /** The flags Discord does not take when sending, cleared. */
  | { kind: 'clear-flags' }
  /** Buttons in a row after its first Primary made Secondary. */
  | { kind: 'one-primary'; key: NodeKey };

export interface Fix {
  /** What the fix does, as a button says it: "Move it into a Text Display". */
  label: string;
  edit: FixEdit;
}

const removeField = (key: NodeKey | null, field: string): Fix => ({
  label: `Remove \`${field}\``,
  edit: { kind: 'remove-field', key, field },
});

/**
 * The fixes a problem offers besides its inspector field: every problem that no field can fix
 * has at least one (the editor's tests check each code), and a few that a field could fix offer
 * the obvious one too (remove a field this kind of component cannot have).
 */
export function fixesFor(doc: Doc, problem: Problem): Fix[] {
  const key = problem.nodeId ?? null;
  const node = key === null ? null : (findNode(doc, key)?.node ?? null);
  const segments = parsePath(problem.path) ?? [];
  const last = segments[segments.length - 1];
  // A field of the node (or body) itself, not one inside a list of options or items.
  const own = fieldNameFromPath(problem.path);
  const field = own !== '' && own === last ? own : '';
  const list = last === 'components';
  switch (problem.code) {
    case 'unknown-field':
    case 'ignored-field':
    case 'disabled-in-modal':
    case 'label-in-label':
    case 'button-style-field':
      return field ? [removeField(key, field)] : [];
    case 'invalid-children':
      // A `components`, `accessory` or `component` that holds no component.
      return typeof last === 'string' ? [removeField(key, last)] : [];
    case 'v2-forbidden-field':
      return field === 'content' && typeof doc.body.content === 'string'
        ? [
            { label: 'Move it into a Text Display', edit: { kind: 'content-to-text' } },
            removeField(null, 'content'),
          ]
        : field
          ? [removeField(null, field)]
          : [];
    case 'invalid-flags':
      return [{ label: 'Clear the flags Discord does not take', edit: { kind: 'clear-flags' } }];
    case 'placement':
    case 'unknown-component-type':
    case 'invalid-component':
      return key ? [{ label: 'Remove this component', edit: { kind: 'remove-node', key } }] : [];
    case 'empty-action-row':
      if (!key) return [];
      return [
        ...(doc.surface === 'message' ? [add('Add a Button', key, 'components', 'button')] : []),
        { label: 'Remove the empty row', edit: { kind: 'remove-node', key } },
      ];
    case 'empty-container':
      return key
        ? [
            add('Add a Text Display', key, 'components', 'text-display'),
            { label: 'Remove the Container', edit: { kind: 'remove-node', key } },
          ]
        : [];
    case 'missing-accessory':
      return key ? [add('Add a Button as its accessory', key, 'accessory', 'button')] : [];
    case 'missing-component':
      return key ? [add('Add a Text Input', key, 'component', 'text-input')] : [];
    case 'section-texts':
      if (!node) return [];
      return (node.slots.components?.length ?? 0) === 0
        ? [add('Add a Text Display', node.key, 'components', 'text-display')]
        : [
            {
              label: 'Move the extra Text Displays out, after the Section',
              edit: { kind: 'move-extra-texts', key: node.key },
            },
          ];
    case 'select-not-alone':
    case 'too-many-buttons':
      return key ? [{ label: 'Split the row', edit: { kind: 'split-row', key } }] : [];
    case 'multiple-primary':
      return key
        ? [
            {
              label: 'Make the later Primary buttons Secondary',
              edit: { kind: 'one-primary', key },
            },
          ]
        : [];
    case 'deprecated':
      return node?.kind === 'action-row' && rowInputs(doc, node.key)
        ? [
            {
              label: 'Put it in a Label instead',
              edit: { kind: 'row-to-label', key: node.key },
            },
          ]
        : [];
    case 'too-many':
      if (node?.kind === 'action-row')
        return [{ label: 'Split the row', edit: { kind: 'split-row', key: node.key } }];
      if (key === null && list && doc.surface === 'modal')
        return [trim(LIMITS.modalComponents.max, 'component')];
      return [];
    case 'too-many-action-rows':
      return [trim(LIMITS.legacyActionRows, 'Action Row')];
    case 'too-many-components':
      return [
        {
          label: `Remove components from the end until ${LIMITS.v2Components} remain`,
          edit: { kind: 'trim-total' },
        },
      ];
    case 'too-few':
    case 'missing-field':
      if (key === null && list && doc.surface === 'modal')
        return [add('Add a Text Input', null, 'components', 'text-input')];
      return [];
    case 'empty-message':
      return isV2(doc) ? [add('Add a Text Display', null, 'components', 'text-display')] : [];
    default:
      return [];
  }
  function add(label: string, k: NodeKey | null, slot: SlotName, type: NewKind): Fix {
    return { label, edit: { kind: 'add', key: k, slot, type } };
  }
  /** Removes the top-level components past the first `keep`. */
  function trim(keep: number, what: string): Fix {
    const extra = doc.nodes.length - keep;
    return {
      label: `Remove the last ${extra === 1 ? what : plural(extra, what)}`,
      edit: { kind: 'trim', key: null, slot: 'components', keep },
    };
  }
}
