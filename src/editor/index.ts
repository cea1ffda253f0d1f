// The editor's public API. The app imports from here, never from the files behind it.
export { createEditorStore } from './state/store';
export type { EditorState, EditorStore, EditorInit, Notice, FocusRequest } from './state/store';
export type { EditorAction, ReduceResult } from './state/actions';
export { reducer } from './state/reducer';
export * from './state/selectors';
export { EditorProvider, useEditor, useEditorStore } from './state/context';
export type { History, HistoryEntry } from './state/history';
export { emptyHistory, HISTORY_LIMIT } from './state/history';
export { EditorServicesProvider, useEditorServices } from './services';
export type { EditorServices } from './services';
export type { DragSource, DropSpot } from './dnd/types';
export { resolveDrop, legalSpots, adjacentMove } from './dnd/resolve-drop';
export { describeNode, describeSpot, nodeLabel } from './describe';
