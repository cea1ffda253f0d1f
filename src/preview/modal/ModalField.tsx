// One top-level component of a modal: a Label around its control, a Text Display, or a deprecated
// Action Row whose Text Inputs carry their own labels. Anything else shows a small note.
import type { NodeKind } from '../../model';
import type { ReactElement } from 'react';
import { memo, useId } from 'react';
import type { Node } from '../../model';
import { kindName } from '../../model';
import { Markdown } from '../markdown';
import { str } from '../media/read';
import { SelectMenu } from '../select/SelectMenu';
import { CheckboxField, CheckboxGroupField, RadioGroupField } from './ChoiceFields';
import type { ControlProps, FieldIds } from './context';
import { useAnswer, useError, useFrame, useModalContext, useNodeFrame } from './context';
import { FileUploadField } from './FileUploadField';
import { TextInputField } from './TextInputField';

const SELECTS: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];

function ModalSelect({ node, ids, invalid }: ControlProps): ReactElement {
  const { guild, setAnswer } = useModalContext();
  const frame = useFrame(node);
  const answer = useAnswer(node.key);
  return (
    <SelectMenu
      node={node}
      variant="modal"
      {...(guild ? { guild } : {})}
      values={Array.isArray(answer) ? answer : []}
      onChange={(values) => setAnswer(node.key, values)}
      frame={frame}
      labelledBy={ids.label}
      invalid={invalid}
    />
  );
}

function Unsupported({ node, where }: { node: Node; where: string }): ReactElement {
  const frame = useFrame(node);
  return (
    <div className="dp-modal-unsupported" role="note" {...frame}>
      {kindName(node.kind)} cannot be shown {where}.
    </div>
  );
}

function Control(props: ControlProps): ReactElement {
  const { kind: type } = props.node;
  if (type === 'text-input') return <TextInputField {...props} />;
  if (SELECTS.includes(type)) return <ModalSelect {...props} />;
  if (type === 'file-upload') return <FileUploadField {...props} />;
  if (type === 'radio-group') return <RadioGroupField {...props} />;
  if (type === 'checkbox-group') return <CheckboxGroupField {...props} />;
  return <Unsupported node={props.node} where="in a Label" />;
}

/** Required unless it says otherwise; a Checkbox has no `required` at all. */
const isRequired = (node: Node): boolean =>
  node.kind !== 'checkbox' && node.props.required !== false;

interface ShellProps {
  /** The node whose frame the field carries (the Label), or none (a Text Input in a row). */
  frameNode?: Node;
  label: string;
  description?: string;
  control?: Node;
  /** The first of these keys with an error gives the message under the field. */
  errorKeys: string[];
}

/** Title, red asterisk, description, the control, and the error under it. */
function FieldShell({ frameNode, label, description, control, errorKeys }: ShellProps) {
  const ctx = useModalContext();
  const base = useId();
  const error = useError(errorKeys);
  const ids: FieldIds = {
    control: `${base}control`,
    label: `${base}label`,
    ...(description ? { description: `${base}description` } : {}),
    ...(error !== undefined ? { error: `${base}error` } : {}),
  };
  const invalid = error !== undefined;
  const frame = useNodeFrame(frameNode);
  const errorLine = invalid ? (
    <p className="dp-field-error" id={ids.error}>
      {error}
    </p>
  ) : null;
  if (control?.kind === 'checkbox') {
    return (
      <div className="dp-field dp-field--checkbox" {...frame}>
        <CheckboxField
          node={control}
          ids={ids}
          invalid={invalid}
          label={label}
          {...(description ? { description } : {})}
        />
        {errorLine}
      </div>
    );
  }
  const title = (
    <>
      {label}
      {control && isRequired(control) ? (
        <span className="dp-field-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  // A click on a <label> is forwarded to its input; the flag keeps the Label selected.
  const markLabelClick = () => {
    ctx.labelClick.current = true;
    setTimeout(() => {
      ctx.labelClick.current = false;
    }, 0);
  };
  return (
    <div className="dp-field" {...frame}>
      {control?.kind === 'text-input' ? (
        <label
          className="dp-field-label"
          id={ids.label}
          htmlFor={ids.control}
          onClick={markLabelClick}
        >
          {title}
        </label>
      ) : (
        <span className="dp-field-label" id={ids.label}>
          {title}
        </span>
      )}
      {description ? (
        <p className="dp-field-description" id={ids.description}>
          {description}
        </p>
      ) : null}
      {control ? (
        <Control node={control} ids={ids} invalid={invalid} />
      ) : (
        <div className="dp-field-empty">This Label holds no component.</div>
      )}
      {errorLine}
    </div>
  );
}

function TextDisplay({ node }: { node: Node }): ReactElement {
  const { markdownContext } = useModalContext();
  const frame = useFrame(node);
  return (
    <div className="dp-modal-text" {...frame}>
      <Markdown content={str(node.props.content) ?? ''} context={markdownContext} />
    </div>
  );
}

/** The deprecated form: an Action Row holding a Text Input that has its own `label`. */
function DeprecatedRow({ node }: { node: Node }): ReactElement {
  const frame = useFrame(node);
  return (
    <div className="dp-field-row" {...frame}>
      {(node.slots.components ?? []).map((child) =>
        child.kind === 'text-input' ? (
          <FieldShell
            key={child.key}
            label={str(child.props.label) ?? ''}
            control={child}
            errorKeys={[child.key]}
          />
        ) : (
          <Unsupported key={child.key} node={child} where="in a modal's Action Row" />
        ),
      )}
    </div>
  );
}

/**
 * A top-level component of a modal, drawn again only when its node changes (tree operations keep
 * an unchanged node the same object); answers, errors and the selection reach fields on their own.
 */
export const ModalField = memo(function ModalField({ node }: { node: Node }): ReactElement {
  if (node.kind === 'label') {
    const child = node.slots.component?.[0];
    const description = str(node.props.description);
    return (
      <FieldShell
        frameNode={node}
        label={str(node.props.label) ?? ''}
        {...(description ? { description } : {})}
        {...(child ? { control: child } : {})}
        errorKeys={child ? [child.key, node.key] : [node.key]}
      />
    );
  }
  if (node.kind === 'text-display') return <TextDisplay node={node} />;
  if (node.kind === 'action-row') return <DeprecatedRow node={node} />;
  return <Unsupported node={node} where="in a modal" />;
});
