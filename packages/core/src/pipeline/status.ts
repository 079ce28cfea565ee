import type { RecordStatus } from './constants.js';

/**
 * Where an application stands on one stage record (docs/product/pipeline.md#status): `moved_on` once the
 * candidate left the stage, else `hired` (at Offer), `rejected`, or `active` (in the stage now).
 */
export function recordStatusOf(r: {
  progressed_already: boolean;
  rejected_at: string | Date | null;
  hired_at: string | Date | null;
}): RecordStatus {
  if (r.progressed_already) return 'moved_on';
  if (r.hired_at) return 'hired';
  if (r.rejected_at) return 'rejected';
  return 'active';
}
