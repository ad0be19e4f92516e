// Moved to components/policies (every product line shows statuses the same way); kept for existing imports.
export { RecentlyUpdatedMarker, StatusChip } from '../../../components/policies/status-chip';
