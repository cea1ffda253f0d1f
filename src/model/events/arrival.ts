// How each kind of event reaches the app, in words.
import { assertNever } from '../catalog/factory';
import type { Arrival } from './catalog';

/** A short phrase for how an event arrives. */
export function arrivalWords(arrival: Arrival): string {
  switch (arrival) {
    case 'interaction':
      return 'Interaction received by the app';
    case 'gateway-dispatch':
      return 'Gateway dispatch';
    case 'webhook-event':
      return 'Webhook event';
    case 'audit-log-entry':
      return 'Audit log entry';
    case 'token-endpoint-error':
      return 'Error from the token endpoint (/oauth2/token)';
    default:
      return assertNever(arrival);
  }
}
