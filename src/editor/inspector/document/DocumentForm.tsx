// The document's own fields, shown while no component is selected: a message's (MessageBodyForm),
// a modal's title and custom_id, or a command set's scope.
import { LIMITS } from '../../../model';
import type { FieldSpec } from '../../../model';
import { useEditor } from '../../state/context';
import { selectSurface } from '../../state/selectors';
import { FieldControl } from '../FieldControl';
import { MessageBodyForm } from './MessageBodyForm';
import { ScopeField } from './ScopeField';

const TITLE: FieldSpec = {
  name: 'title',
  label: 'Title',
  input: 'text',
  required: true,
  min: 1,
  max: LIMITS.modalTitle,
};
const CUSTOM_ID: FieldSpec = {
  name: 'custom_id',
  label: 'Custom id',
  input: 'text',
  required: true,
  min: 1,
  max: LIMITS.customId.max,
};

export function DocumentForm() {
  const surface = useEditor(selectSurface);
  if (surface === 'commands')
    return (
      <div className="insp-fields">
        <ScopeField />
      </div>
    );
  if (surface === 'modal')
    return (
      <div className="insp-fields">
        <FieldControl spec={TITLE} nodeKey={null} nodeType={null} />
        <FieldControl spec={CUSTOM_ID} nodeKey={null} nodeType={null} />
      </div>
    );
  return <MessageBodyForm />;
}
