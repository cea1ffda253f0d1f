// The code that applies a problem's fix (model/rules/fix-apply.ts). Only a fix button dispatches a
// fix, and those are drawn by the problems panel and the inspector, both chunks loaded after the
// first frame: so it is a chunk of its own, asked for when fix buttons are drawn, and the first
// load carries none of it. A button waits for it before dispatching (FixButtons.tsx).
import { lazyModule } from '../../preview';

export const fixApply = lazyModule(() => import('../../model/rules/fix-apply'));
