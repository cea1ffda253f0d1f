// Radio Group, Checkbox Group and the single Checkbox of a modal: 20px circles and squares drawn over
// native inputs, so that the keyboard, labels and screen readers work as they do in any form.
import type { ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import type { GuildDirectory, Node, Selectable } from '../../model';
import { num } from '../media/read';
import { entitiesOf } from '../select/select-values';
import type { ControlProps } from './context';
import { describedBy, useAnswer, useFrame, useModalContext } from './context';
import { TickIcon } from './icons';
import './choices.css';

type Option = Extract<Selectable, { kind: 'option' }>;

function optionsOf(node: Node, guild: GuildDirectory | undefined): Option[] {
  return entitiesOf(node, guild).filter((o): o is Option => o.kind === 'option');
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  checked: boolean;
  label: ReactNode;
  description?: ReactNode;
  input: Record<string, unknown>;
  ids?: { label?: string; description?: string };
}

/** One row: the hidden native input, the drawn mark, the label and its description. */
function Choice({ type, checked, label, description, input, ids }: ChoiceProps): ReactElement {
  const own = useId();
  const labelId = ids?.label ?? `${own}-l`;
  const descriptionId = ids?.description ?? `${own}-d`;
  return (
    <label className={`dp-choice dp-choice--${type}${checked ? ' is-checked' : ''}`}>
      <input
        type={type}
        className="dp-choice-input"
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        {...input}
      />
      <span className={`dp-choice-mark dp-choice-mark--${type}`} aria-hidden="true">
        {type === 'checkbox' && checked ? <TickIcon /> : null}
      </span>
      <span className="dp-choice-text">
        <span className="dp-choice-label" id={labelId}>
          {label}
        </span>
        {description ? (
          <span className="dp-choice-description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export function RadioGroupField({ node, ids, invalid }: ControlProps): ReactElement {
  const { guild, setAnswer } = useModalContext();
  const frame = useFrame(node);
  const name = useId();
  const value = useAnswer(node.key);
  const required = node.props.required !== false;
  return (
    <div
      role="radiogroup"
      className="dp-choices dp-choices--radio"
      aria-labelledby={ids.label}
      aria-describedby={describedBy(ids.description, invalid && ids.error)}
      aria-required={required}
      aria-invalid={invalid || undefined}
      {...frame}
    >
      {optionsOf(node, guild).map((option) => (
        <Choice
          key={option.value}
          type="radio"
          checked={value === option.value}
          label={option.label}
          description={option.description}
          input={{
            name,
            value: option.value,
            onChange: () => setAnswer(node.key, option.value),
            // An optional group can be emptied again by clicking the chosen option.
            onClick: () => {
              if (!required && value === option.value) setAnswer(node.key, null);
            },
          }}
        />
      ))}
    </div>
  );
}

export function CheckboxGroupField({ node, ids, invalid }: ControlProps): ReactElement {
  const { guild, setAnswer } = useModalContext();
  const frame = useFrame(node);
  const options = optionsOf(node, guild);
  const answer = useAnswer(node.key);
  const values = Array.isArray(answer) ? answer : [];
  const max = num(node.props.max_values) ?? options.length;
  // Discord sends the values in the order they were ticked.
  const toggle = (value: string) =>
    setAnswer(
      node.key,
      values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
    );
  return (
    <div
      role="group"
      className="dp-choices dp-choices--checkbox"
      aria-labelledby={ids.label}
      aria-describedby={describedBy(ids.description, invalid && ids.error)}
      aria-invalid={invalid || undefined}
      {...frame}
    >
      {options.map((option) => {
        const checked = values.includes(option.value);
        return (
          <Choice
            key={option.value}
            type="checkbox"
            checked={checked}
            label={option.label}
            description={option.description}
            input={{
              value: option.value,
              disabled: !checked && values.length >= max,
              onChange: () => toggle(option.value),
            }}
          />
        );
      })}
    </div>
  );
}

interface CheckboxFieldProps extends ControlProps {
  /** The Label's text and description, drawn beside the box. */
  label: string;
  description?: string;
}

export function CheckboxField({
  node,
  ids,
  invalid,
  label,
  description,
}: CheckboxFieldProps): ReactElement {
  const { setAnswer } = useModalContext();
  const frame = useFrame(node);
  const checked = useAnswer(node.key) === true;
  return (
    <div className="dp-checkbox" {...frame}>
      <Choice
        type="checkbox"
        checked={checked}
        label={label}
        description={description}
        ids={{ label: ids.label, ...(ids.description ? { description: ids.description } : {}) }}
        input={{
          id: ids.control,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy(ids.description, invalid && ids.error),
          onChange: () => setAnswer(node.key, !checked),
        }}
      />
    </div>
  );
}
