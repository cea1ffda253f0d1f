// An operation's request as the page sends it: to the app's relay, with the token its `auth` names,
// the body as JSON, or as multipart (`payload_json` and the file parts) when it carries files.
import type { OperationRequest } from '../../../model/operations';
import type { RelayRequest } from '../../discord/requests';
import { RELAY_PREFIX } from '../../discord/requests';

/** The relay request of `op` with `token` (a bot token or a Bearer token, as `op.auth` says). */
export function toRelayRequest(op: OperationRequest, token: string): RelayRequest {
  const headers: Record<string, string> = {
    Authorization: `${op.auth === 'bot' ? 'Bot' : 'Bearer'} ${token}`,
  };
  let body: RelayRequest['body'] = null;
  if (op.files && op.files.length > 0) {
    const form = new FormData();
    if (op.body !== undefined) form.append('payload_json', JSON.stringify(op.body));
    for (const file of op.files)
      form.append(file.part, new Blob([file.text], { type: file.type }), file.filename);
    body = form;
  } else if (op.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(op.body);
  }
  return { method: op.method, url: `${RELAY_PREFIX}${op.path}`, headers, body };
}
