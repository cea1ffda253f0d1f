// SCAFFOLD: the share helper implements opening a share link found in the URL fragment.
import type { DesignManager } from '../designs/design-manager';

export function useShareLinkOnLoad(manager: DesignManager): void {
  void manager;
}
