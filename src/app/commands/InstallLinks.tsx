// The install links a Commands design needs, offered in the Register panel: its commands show up
// only where the app is installed with applications.commands. Each opens the Tools page's install
// link builder, prefilled, in a new tab so the panel (and its token) stay as they are.
import type { CommandsDoc } from '../../model';
import { commandInstalls } from '../../model/oauth';
import { toolHref } from '../tools/tool-list';

export function InstallLinks({ doc, applicationId }: { doc: CommandsDoc; applicationId: string }) {
  const installs = commandInstalls(doc);
  if (installs.length === 0) return null;
  const clientId = applicationId.trim();
  return (
    <div className="register-install" data-testid="register-install">
      <span>Install link for these commands:</span>
      <ul>
        {installs.map((install) => (
          <li key={install.integrationType}>
            <a
              href={toolHref('install', {
                ...(clientId === '' ? {} : { client_id: clientId }),
                ...install.params,
              })}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`register-install:${install.integrationType}`}
            >
              {install.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
