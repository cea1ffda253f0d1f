// For tests that read records an earlier version kept, or that another tab wrote by hand: import
// this first and restore is loaded, as the page has it before it opens such a record
// (open-designs.ts, designsReadable). Tests of the path without it import nothing: they read
// records this version sealed.
import { restorer } from './restorer';

await restorer.load();
