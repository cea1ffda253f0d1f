// What the install tool's parts share: the form's state shape, the problems of one field, and
// the sentence that sums up what the link asks for.
import type { InstallField, InstallForm, InstallLink } from '../../../model/oauth';
import { readPermissionInteger } from '../../../model/oauth';

export type FormPatch = Partial<InstallForm>;
export type OnChange = (patch: FormPatch) => void;

/** The messages of the problems on `field` (none when the link is valid). */
export function problemsOn(link: InstallLink, field: InstallField): string[] {
  return link.ok ? [] : link.problems.filter((p) => p.field === field).map((p) => p.message);
}

const has = (form: InstallForm, scope: string) => form.scopes.includes(scope);

/** One sentence: what installing through this link does, in words a person checks at a glance. */
export function summarySentence(form: InstallForm): string {
  if (form.scopes.length === 0) return 'Pick what the link asks for.';
  const parts: string[] = [];
  if (has(form, 'bot')) {
    const read = form.permissions.trim() === '' ? null : readPermissionInteger(form.permissions);
    const perms =
      read === null
        ? 'without asking for permissions'
        : !read.ok
          ? 'with permissions that Discord will not accept'
          : read.bits.length === 0
            ? 'without a role of its own'
            : read.bits.some((b) => b.name === 'ADMINISTRATOR')
              ? 'as an administrator'
              : `with ${read.bits.length} permission${read.bits.length === 1 ? '' : 's'}`;
    parts.push(`adds the bot to a server ${perms}`);
  }
  if (has(form, 'applications.commands') || has(form, 'bot'))
    parts.push(
      form.integrationType === '1'
        ? 'installs the app’s commands for the user who opens it'
        : 'installs the app’s commands in the server',
    );
  const others = form.scopes.filter((s) => s !== 'bot' && s !== 'applications.commands');
  if (others.length > 0)
    parts.push(
      `asks the person for ${others.join(', ')} and sends a code back to the redirect URI`,
    );
  const installs = has(form, 'bot') || has(form, 'applications.commands');
  const guild =
    !installs || form.guildId.trim() === ''
      ? ''
      : form.disableGuildSelect
        ? ' (to the server given, and no other)'
        : ' (the server given is preselected)';
  return `This link ${parts.join('; ')}${guild}.`;
}
