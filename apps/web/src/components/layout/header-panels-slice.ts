import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The header's two panels: the "Request a call back" dialog and the menu drawer (phones). */
export type HeaderPanel = 'callback' | 'menu';

/**
 * Which header panel is open, kept in the store rather than in the header: on the first load the
 * header is drawn twice (the loading shell, then the page's shell), and a tap on the first one must
 * still open the panel once the page's code has arrived.
 */
export interface HeaderPanelsState {
  open: HeaderPanel | null;
  /** Panels opened at least once stay mounted, so their closing transition can play. */
  mounted: Record<HeaderPanel, boolean>;
}

const initialState: HeaderPanelsState = { open: null, mounted: { callback: false, menu: false } };

export const headerPanelsSlice = createSlice({
  name: 'headerPanels',
  initialState,
  reducers: {
    headerPanelOpened(state, action: PayloadAction<HeaderPanel>) {
      state.open = action.payload;
      state.mounted[action.payload] = true;
    },
    headerPanelClosed(state, action: PayloadAction<HeaderPanel>) {
      if (state.open === action.payload) state.open = null;
    },
    /** A panel's code could not download: none is open or mounted, so the next tap downloads again. */
    headerPanelsUnavailable(state) {
      state.open = null;
      state.mounted = { callback: false, menu: false };
    },
  },
});

export const { headerPanelOpened, headerPanelClosed, headerPanelsUnavailable } = headerPanelsSlice.actions;

type WithHeaderPanels = { headerPanels: HeaderPanelsState };

export const selectHeaderPanels = (state: WithHeaderPanels): HeaderPanelsState => state.headerPanels;
