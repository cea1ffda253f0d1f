// The banners above the editor (storage trouble, a conflict with another tab) and the first-run
// template picker: most visits show none of them, so their code is a chunk of their own, loaded only
// when one is to be shown. Whether one is shown is decided here, from the designs' snapshot, so the
// first load carries the questions and not the answers.
import { Suspense } from 'react';
import { lazyComponent, lazyModule } from '../../preview';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';

const banners = lazyModule(() => import('./banners-chunk'));
/** Loads the banners and the picker ahead (tests that draw them at once). */
export const loadBanners = banners.load;
const StorageBanner = lazyComponent(banners, (m) => m.StorageBanner);
const ConflictBanner = lazyComponent(banners, (m) => m.ConflictBanner);
const Picker = lazyComponent(banners, (m) => m.FirstRunPicker);

/** Whether designs are not being kept, or something about them went wrong, as StorageBanner tells. */
export function storageTrouble(snapshot: DesignsSnapshot, attachmentError: string | null): boolean {
  const { saveError, unavailable, broken, loadProblems } = snapshot;
  return (
    !!saveError || unavailable || broken.length > 0 || loadProblems.length > 0 || !!attachmentError
  );
}

interface BannerProps {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
  attachmentError: string | null;
  onDismissAttachmentError: () => void;
}

export function EditorBanners(props: BannerProps) {
  const { manager, snapshot, attachmentError } = props;
  const conflict = snapshot.conflicts.length > 0;
  const trouble = storageTrouble(snapshot, attachmentError);
  if (!conflict && !trouble) return null;
  return (
    <Suspense fallback={null}>
      {conflict && <ConflictBanner manager={manager} snapshot={snapshot} />}
      {trouble && <StorageBanner {...props} />}
    </Suspense>
  );
}

/** The template picker of a first visit (FirstRunPicker), when the designs' snapshot asks for it. */
export function FirstRunOffer({
  manager,
  firstRun,
}: {
  manager: DesignManager;
  firstRun: boolean;
}) {
  if (!firstRun) return null;
  return (
    <Suspense fallback={null}>
      <Picker manager={manager} />
    </Suspense>
  );
}
