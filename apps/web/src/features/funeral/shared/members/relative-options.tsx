import { PICKABLE_EXTENDED_FAMILY_RELATIONS } from '@cover/domain';
import { COVER_OPTION_CODES } from '@cover/domain/funeral';

/** The relationships a customer may pick for a relative (not "Policy holder"), as native select options. */
export function RelationOptions() {
  return PICKABLE_EXTENDED_FAMILY_RELATIONS.map((relation) => (
    <option key={relation.value} value={relation.value}>
      {relation.label}
    </option>
  ));
}

/** The cover options A to E as native select options. */
export function CoverOptionOptions() {
  return COVER_OPTION_CODES.map((code) => (
    <option key={code} value={code}>
      Option {code}
    </option>
  ));
}
