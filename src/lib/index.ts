// The package's main export, `import { validatePayload } from 'component-studio'`: a short, stable
// API over the model for a bot's own code and tests. Everything here is pure TypeScript: no React,
// no DOM, no Node built-ins, so it runs in Node and in any bundler. Its types are the package's
// declarations (dist-lib/types); what is not exported here is not part of the API.
export type { PayloadKind, Problem, Severity, ValidateOptions, ValidationResult } from './validate';
export { PAYLOAD_KINDS, validateJson, validatePayload } from './validate';

export type {
  ConvertOptions,
  ConvertTarget,
  Converted,
  Design,
  Envelope,
  ExportOptions,
  ImportedPayload,
  ImportOptions,
} from './payload';
export { ENVELOPES, convertPayload, exportPayload, importPayload } from './payload';

export type {
  ChangedCommand,
  CommandDiff,
  CommandRef,
  OtherScope,
  SyncPlan,
  SyncPlanOptions,
} from './commands';
export { commandLabel, diffCommands, planSync } from './commands';

export type { CodeTarget, ExportCodeOptions, ExportedCode } from './code';
export { CODE_TARGETS, exportCode } from './code';
