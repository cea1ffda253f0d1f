// One field of a node or of the document: the editor its FieldSpec's input asks for, bound to the
// store. Memoised, and subscribed to its own value only, so typing re-renders just this field.
import { memo } from 'react';
import { assertNever } from '../../model';
import type { FieldSpec, NodeKey } from '../../model';
import { BooleanField } from './inputs/BooleanField';
import { ChannelTypesField } from './inputs/ChannelTypesField';
import { ColorField } from './inputs/ColorField';
import { DefaultValuesField } from './inputs/DefaultValuesField';
import { EmojiField } from './inputs/EmojiEditor';
import { EnumField } from './inputs/EnumField';
import { FileTypesField } from './inputs/FileTypesField';
import { GalleryField } from './inputs/GalleryField';
import { MediaField } from './inputs/MediaEditor';
import { NumberField } from './inputs/NumberField';
import { OptionsField } from './inputs/OptionsField';
import { TextField } from './inputs/TextField';
import type { FieldEditorProps } from './inputs/types';
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
      return <ColorField {...props} />;
    case 'emoji':
      return <EmojiField {...props} />;
    case 'media':
      return <MediaField {...props} />;
    case 'select-options':
    case 'choice-options':
      return <OptionsField {...props} />;
    case 'gallery-items':
      return <GalleryField {...props} />;
    case 'default-values':
      return <DefaultValuesField {...props} />;
    case 'channel-types':
      return <ChannelTypesField {...props} />;
    case 'file-types':
      return <FileTypesField {...props} />;
    default:
      return assertNever(input);
  }
}

interface FieldControlProps {
  spec: FieldSpec;
  /** null: a field of the document's body. */
  nodeKey: NodeKey | null;
  nodeType: number | null;
}

export const FieldControl = memo(function FieldControl({
  spec,
  nodeKey,
  nodeType,
}: FieldControlProps) {
  const binding = useField(nodeKey, spec.name);
  return renderEditor({ spec, binding, nodeType });
});
