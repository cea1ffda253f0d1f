// What loads after the editor is usable to check a design: the validator (with zod) and the fixes
// its problems offer. See problems-of.ts.
export { validate } from '../../model/rules/validate';
export { fixesOf } from './fixes-of';
