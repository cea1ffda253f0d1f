// For tests of what the other tabs' sync and the undo histories' writer do once they are there:
// import this first and their chunk is loaded, as the page has it right after the first frame
// (sync-later.ts). Tests of the moments before it arrives import nothing, or mock it.
import { syncChunk } from './sync-later';

await syncChunk.load();
