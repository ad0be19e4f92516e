// Moved to components/policies (every product line shows facts the same way); kept for existing imports.
export { FactList, type Fact } from '../../../components/policies/fact-list';
