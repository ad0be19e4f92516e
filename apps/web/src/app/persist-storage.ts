import type { WebStorage } from 'redux-persist';

/**
 * redux-persist storage on window.localStorage. Written out (instead of importing
 * redux-persist/lib/storage, a CommonJS module whose default export bundlers resolve differently) and
 * tolerant of browsers that refuse storage (private mode, quota): the app then simply does not persist.
 */
export const persistStorage: WebStorage = {
  async getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  async setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: keep working without persistence.
    }
  },
  async removeItem(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing to remove.
    }
  },
};
