// One field of a node or of the document: the editor its FieldSpec's input asks for, bound to the
// store. Memoised, and subscribed to its own value only, so typing re-renders just this field.
import { memo } from 'react';
import { assertNever } from '../../model';
import type { FieldSpec, NodeKey, NodeKind } from '../../model';
import { BooleanField } from './inputs/BooleanField';
import { ChannelTypesField } from './inputs/ChannelTypesField';
import { EnumField } from './inputs/EnumField';
import { NumberField } from './inputs/NumberField';
import { TextField } from './inputs/TextField';
import type { FieldEditorProps } from './inputs/types';
import { RichField } from './RichField';
import { useField } from './use-field';

function renderEditor(props: FieldEditorProps) {
  const input = props.spec.input;
  switch (input) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'url':
    case 'snowflake':
      return <TextField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'enum':
      return <EnumField {...props} />;
    case 'color':
      return <RichField kind="ColorField" {...props} />;
    case 'emoji':
      return <RichField kind="EmojiField" {...props} />;
    case 'media':
      return <RichField kind="MediaField" {...props} />;
    case 'select-options':
    case 'choice-options':
      return <RichField kind="OptionsField" {...props} />;
    case 'gallery-items':
      return <RichField kind="GalleryField" {...props} />;
    case 'default-values':
      return <RichField kind="DefaultValuesField" {...props} />;
    case 'channel-types':
      return <ChannelTypesField {...props} />;
    case 'file-types':
      return <RichField kind="FileTypesField" {...props} />;
    case 'localizations':
      return <RichField kind="LocalizationsField" {...props} />;
    case 'permissions':
      return <RichField kind="PermissionsField" {...props} />;
    case 'enum-list':
      return <RichField kind="EnumListField" {...props} />;
    case 'command-choices':
      return <RichField kind="ChoicesField" {...props} />;
    case 'timestamp':
      return <RichField kind="TimestampField" {...props} />;
    case 'allowed-mentions':
      return <RichField kind="MentionsField" {...props} />;
    default:
      return assertNever(input);
  }
}

interface FieldControlProps {
  spec: FieldSpec;
  /** null: a field of the document's body. */
  nodeKey: NodeKey | null;
  nodeType: NodeKind | null;
}

export const FieldControl = memo(function FieldControl({
  spec,
  nodeKey,
  nodeType,
}: FieldControlProps) {
  const binding = useField(nodeKey, spec.name);
  return renderEditor({ spec, binding, nodeType });
});
