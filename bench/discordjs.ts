// The same payloads through @discordjs/builders 1.15: build each component from its JSON and call
// toJSON(), which is where builders validates (with @sapphire/shapeshift). Builders has no
// message-level builder, so a message is checked component by component; a modal goes through
// ModalBuilder. A throw means "invalid".
import type { ModalBuilder } from '@discordjs/builders';
import * as builders from '@discordjs/builders';

export const buildersVersion: string = builders.version;

type Json = Record<string, unknown>;
type ModalData = ConstructorParameters<typeof ModalBuilder>[0];
type ComponentData = Parameters<typeof builders.createComponentBuilder>[0];

/** Turns builders validation on (it is on by default) and says whether it is. */
export function enableBuildersValidation(): boolean {
  builders.enableValidators();
  return builders.isValidationEnabled();
}

/** Validates a message body, interaction response or modal the way a discord.js bot would. */
export function buildersValidate(payload: Json): unknown {
  const body =
    typeof payload.type === 'number' && typeof payload.data === 'object'
      ? (payload.data as Json)
      : payload;
  if (payload.type === 9) return new builders.ModalBuilder(body as ModalData).toJSON();
  const components = Array.isArray(body.components) ? (body.components as ComponentData[]) : [];
  return components.map((c) => builders.createComponentBuilder(c).toJSON());
}

/** Runs a builders call; a throw is its "invalid", kept with the first line of its message. */
export function rejection(build: () => unknown): { rejected: boolean; reason?: string } {
  try {
    build();
    return { rejected: false };
  } catch (err) {
    return {
      rejected: true,
      reason: err instanceof Error ? err.message.split('\n')[0] : String(err),
    };
  }
}

/** True when builders refuses the payload; the error is kept for the report. */
export const buildersRejects = (payload: Json) => rejection(() => buildersValidate(payload));
