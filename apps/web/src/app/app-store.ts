import { createAppStore } from './store';

/** The one store of the running app. */
export const { store, persistWhenNeeded, clearPersistedState, renderedState } = createAppStore();
