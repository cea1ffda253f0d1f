// Which of a kind's fields the inspector shows: those for the current surface and, for a Button,
// those its style uses. A field that holds a value is always shown, so a wrong one can be fixed;
// a deprecated field of a command is shown only then (nobody should start using it).
import { buttonUses, fieldsOf } from '../../model';
import type { FieldSpec, Node, Surface } from '../../model';

/** The field specs to show for a node on a surface. */
export function visibleFields(node: Node, surface: Surface): FieldSpec[] {
  return fieldsOf(node.kind).filter((f) => {
    if (node.props[f.name] !== undefined) return true;
    if (f.surfaces && !f.surfaces.includes(surface)) return false;
    // A Text Input's deprecated label is still how a legacy modal names its input: it stays.
    if (f.deprecated && surface === 'commands') return false;
    if (node.kind === 'button') return buttonUses(node.props.style, f.name);
    return true;
  });
}
