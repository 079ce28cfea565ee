/*
 * The pipeline operations this tab sent, so its own `pipeline.changed` events (which arrive around the
 * answer) do not refetch lists the answer already refreshed (docs/product/pipeline.md#live).
 */

const KEPT = 100;
const own: string[] = [];

/** Notes an operation id this browser tab is about to send (before sending: its event may come first). */
export function noteOwnOperation(operationId: string): void {
  if (own.includes(operationId)) return;
  own.push(operationId);
  if (own.length > KEPT) own.shift();
}

/** True when `operationId` was sent from this tab. */
export function isOwnOperation(operationId: string): boolean {
  return own.includes(operationId);
}
