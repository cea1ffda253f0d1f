// The Bearer token for saving: the shared masked field (components/FormFields), held by the
// editor's state only (never stored, never logged), with what kind of token it must be said under
// it.
import { SecretField } from '../../components/FormFields';
import { PERMISSIONS_SCOPE } from './bearer-token';

export interface BearerFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function BearerField({ value, onChange }: BearerFieldProps) {
  return (
    <div className="perm-bearer">
      <SecretField
        label="Bearer token"
        testId="perm-bearer"
        toggleTestId="perm-bearer-toggle"
        value={value}
        onChange={onChange}
        placeholder="To save: a person's OAuth2 access token"
      />
      <p className="hint form-note">
        An OAuth2 access token with the scope <code>{PERMISSIONS_SCOPE}</code>, of a user who can
        manage the server and its roles; a bot token cannot edit permissions. It stays in this page
        only while it is open.
      </p>
    </div>
  );
}
