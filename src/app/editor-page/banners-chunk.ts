// What EditorBanners.tsx loads when a banner or the first-run picker is to be shown: one chunk.
export { ConflictBanner } from './ConflictBanner';
export { FirstRunPicker } from './FirstRunPicker';
export { StorageBanner } from './StorageBanner';
