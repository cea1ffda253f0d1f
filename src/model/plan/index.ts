// The plan of a design's code, for the printers in src/codegen and the CLI.
export * from './plan';
export * from './lacks';
export { NameBook, wordsOf } from './names';
export { MESSAGE_FLAG_NAMES, bodyOf, filesOf, flagBits, localPath } from './body';
export { planDesign, shown } from './build';
