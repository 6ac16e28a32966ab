import type { RootStore } from '../../stores/RootStore';

/** What a header or footer entry's `action` does, by the name the manifest uses. */
export const menuActions: Record<string, (root: RootStore) => void> = {
  openLogin: (root) => root.ui.openLogin(null, 'login'),
  openRegister: (root) => root.ui.openLogin(null, 'register'),
  logout: (root) => root.session.logout(),
};
