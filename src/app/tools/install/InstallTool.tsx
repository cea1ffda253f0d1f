// The Tools page's install link builder: scopes, the bot's permissions (the shared permission
// grid), the fields Discord requires for what is asked, and the link once every rule holds.
// Prefilled from the page's query (`/tools#install?client_id=…&scope=…`), as the Commands
// design's Register panel links here.
import { useMemo, useState } from 'react';
import type { InstallForm } from '../../../model/oauth';
import { buildInstallLink, formFromQuery } from '../../../model/oauth';
import type { ToolProps } from '../tool-list';
import { ClientIdField, InstallFields, RedirectField } from './InstallFields';
import { InstallResult } from './InstallResult';
import { PasteLink } from './PasteLink';
import { PermissionCalculator } from './PermissionCalculator';
import { ScopeList } from './ScopeList';
import type { FormPatch } from './install-form';
import { problemsOn, summarySentence } from './install-form';
import './install.css';

export default function InstallTool({ params }: ToolProps) {
  const first = useMemo(() => formFromQuery(params), [params]);
  const [form, setForm] = useState<InstallForm>(first.form);
  const [readNotes, setReadNotes] = useState<string[]>(first.notes);
  const link = useMemo(() => buildInstallLink(form), [form]);
  const change = (patch: FormPatch) => setForm((f) => ({ ...f, ...patch }));

  return (
    <div className="install-tool" data-testid="install-tool">
      <PasteLink
        onRead={(read, notes) => {
          setForm(read);
          setReadNotes(notes);
        }}
      />
      {readNotes.length > 0 && (
        <ul className="install-notes" data-testid="install-read-notes">
          {readNotes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <ClientIdField form={form} link={link} onChange={change} />
      <ScopeList
        scopes={form.scopes}
        onChange={(scopes) => change({ scopes })}
        problems={problemsOn(link, 'scope')}
      />
      <RedirectField form={form} link={link} onChange={change} />
      {form.scopes.includes('bot') && (
        <PermissionCalculator
          value={form.permissions}
          onChange={(permissions) => change({ permissions })}
          problems={problemsOn(link, 'permissions')}
        />
      )}
      <InstallFields form={form} link={link} onChange={change} />
      <InstallResult link={link} summary={summarySentence(form)} />
    </div>
  );
}
