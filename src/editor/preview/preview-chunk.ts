// What the preview area draws once the editor is usable (EditorPreview.tsx), as one chunk: the
// renderers with the interaction simulator, and the gate over a shared design's remote pictures.
export { DeferredInteractionSimulator } from '../../preview';
export { RemoteMediaGate } from './RemoteMediaGate';
