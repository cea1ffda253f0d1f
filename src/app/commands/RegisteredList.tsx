// What the page believes a scope has registered (as last listed or changed): each command with
// its id and version, openable beside the designed command of the same type and name, and the
// whole list loadable as a new Commands design.
import type { RegisteredCommand, Beside } from './register-state';
import type { Scope } from './register-requests';
import { scopeWords } from './register-state';
import { commandLabel, commandRefOf } from '../../model/commands';

export interface RegisteredListProps {
  scope: Scope;
  commands: readonly RegisteredCommand[];
  beside: Beside | null;
  onOpen: (command: RegisteredCommand) => void;
  onCloseBeside: () => void;
  onLoad: () => void;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function RegisteredList({
  scope,
  commands,
  beside,
  onOpen,
  onCloseBeside,
  onLoad,
}: RegisteredListProps) {
  return (
    <div className="register-registered" data-testid="register-registered">
      <div className="register-registered-head">
        <h3>
          Registered {scopeWords(scope)} <span className="register-count">{commands.length}</span>
        </h3>
        <button
          type="button"
          className="button-secondary"
          data-testid="register-load"
          onClick={onLoad}
        >
          Open as a new design
        </button>
      </div>
      {commands.length === 0 ? (
        <p className="hint">Nothing is registered here.</p>
      ) : (
        <table className="register-table">
          <thead>
            <tr>
              <th scope="col">Command</th>
              <th scope="col">Id</th>
              <th scope="col" className="register-version">
                Version
              </th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {commands.map((command) => {
              const label = commandLabel(commandRefOf(command));
              return (
                <tr key={command.id} data-testid={`registered:${label}`}>
                  <td>
                    <code>{label}</code>
                  </td>
                  <td>{command.id}</td>
                  <td className="register-version">
                    {typeof command.version === 'string' ? command.version : ''}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button-secondary"
                      data-testid={`registered-open:${label}`}
                      onClick={() => onOpen(command)}
                    >
                      Compare
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {beside && (
        <div className="register-beside" data-testid="register-beside">
          <div className="register-registered-head">
            <h3>
              <code>{commandLabel(beside.ref)}</code>:{' '}
              {beside.designed === null
                ? 'not in this design'
                : beside.fields.length === 0
                  ? 'registered as designed'
                  : `differs in ${beside.fields.join(', ')}`}
            </h3>
            <button
              type="button"
              className="button-secondary"
              data-testid="register-beside-close"
              onClick={onCloseBeside}
            >
              Close
            </button>
          </div>
          <div className="register-beside-columns">
            <figure>
              <figcaption>Registered (id {beside.registered.id})</figcaption>
              <pre data-testid="register-beside-registered">{json(beside.registered)}</pre>
            </figure>
            <figure>
              <figcaption>Designed</figcaption>
              <pre data-testid="register-beside-designed">
                {beside.designed === null
                  ? 'No command of this type and name in the design.'
                  : json(beside.designed)}
              </pre>
            </figure>
          </div>
        </div>
      )}
    </div>
  );
}
