// The plan of a design's code: what every printer (src/codegen/<library>) prints, said once and
// in no language. It holds each node the code builds with its fields in the design's order, the
// name the code declares it by, the handlers a bot needs (one per interactive component, one per
// modal submit with each value's type), the files a message uploads, and what the library cannot
// express, each with the sentence the printed code says at its top. A printer only chooses the
// words of its language: it never walks the design itself.
import type { NodeKind } from '../catalog/kinds';
import type { Envelope, SlotName } from '../document/document';

/** A JSON value, as Discord receives it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A name the printed code declares, as lowercase words (`['text', 'display', '2']`); each printer
 * joins them in its language's case (textDisplay2, text_display_2, TextDisplay2).
 */
export type Words = readonly string[];

/** One field of a node or of a body, with its value as Discord receives it. */
export interface PlanField {
  key: string;
  value: Json;
  /** Where it is in the payload: `components[0].accent_color`. */
  path: string;
}

/** A component, an embed, a poll, a command or an option, as the code builds it. */
export interface PlanNode {
  kind: NodeKind;
  /** Discord's type number for it; null for an embed, a poll and their parts (they have none). */
  type: number | null;
  /** Where it is in the payload: `components[0].accessory`. */
  path: string;
  /** Unique among the plan's nodes. */
  name: Words;
  /** Its own fields, in the design's order; `type` and its children's slots are not among them. */
  fields: readonly PlanField[];
  /** Its children by slot, in the design's order; only what the library can express. */
  slots: readonly PlanSlot[];
}

export interface PlanSlot {
  slot: SlotName;
  /** True where Discord holds one child (`accessory`, `component`), not a list. */
  single: boolean;
  nodes: readonly PlanNode[];
}

/** Something of the design the printed code does not build, and the sentence that says so. */
export interface LeftOut {
  path: string;
  what: string;
}

/** A handler skeleton for an interactive component of a message, routed by its custom_id. */
export interface Route {
  customId: string;
  kind: NodeKind;
  path: string;
  /** The handler's name: `on`, then the custom_id's words (or the component's kind). */
  name: Words;
}

/** What a modal submit's field gives the bot. */
export type SubmitValueType =
  /** A Text Input's text. */
  | 'text'
  /** A Radio Group's chosen value, or none. */
  | 'choice'
  /** The chosen values of a String Select or a Checkbox Group. */
  | 'strings'
  | 'users'
  | 'roles'
  | 'mentionables'
  | 'channels'
  | 'attachments'
  /** A Checkbox: ticked or not. */
  | 'boolean';

/** One value a modal submit carries, read by the submit handler. */
export interface SubmitValue {
  customId: string;
  kind: NodeKind;
  type: SubmitValueType;
  /** Discord may leave it out of the submit (not required, or a Checkbox). */
  optional: boolean;
  path: string;
  /** The variable the handler reads it into. */
  name: Words;
}

/** A file the message uploads, and where the printed code reads it from. */
export interface PlanFile {
  /** The name Discord is given, as the design has it. */
  filename: string;
  description?: string;
  /** A path inside the folder the code runs in, whatever the name says (`../x` cannot leave it). */
  localPath: string;
}

/** A set bit of a message's flags, by Discord's name for it. */
export interface FlagBit {
  bit: number;
  /** Discord's name (`SUPPRESS_NOTIFICATIONS`); null for a bit Discord does not document. */
  name: string | null;
}

interface PlanBase {
  envelope: Envelope;
  /** Every node the code builds, children before their parents: the order to declare them in. */
  declarations: readonly PlanNode[];
  leftOut: readonly LeftOut[];
}

export interface MessagePlan extends PlanBase {
  surface: 'message';
  /** Components V2 (flag 1 << 15): the components are the whole message. */
  v2: boolean;
  components: readonly PlanNode[];
  embeds: readonly PlanNode[];
  poll: PlanNode | null;
  /** The other body fields (content, tts, flags, allowed_mentions, attachments...), in order. */
  body: readonly PlanField[];
  flags: readonly FlagBit[];
  files: readonly PlanFile[];
  routes: readonly Route[];
}

export interface ModalPlan extends PlanBase {
  surface: 'modal';
  /** The modal's custom_id (its submit's route), when it has one. */
  customId: string | null;
  title: string | null;
  components: readonly PlanNode[];
  /** Fields besides custom_id, title and components (unknown ones), in order. */
  body: readonly PlanField[];
  submit: readonly SubmitValue[];
}

export interface CommandsPlan extends PlanBase {
  surface: 'commands';
  /** Where the set is registered: null for global commands, else the guild's id. */
  guildId: string | null;
  commands: readonly PlanNode[];
}

export type Plan = MessagePlan | ModalPlan | CommandsPlan;
