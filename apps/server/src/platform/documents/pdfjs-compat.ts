/*
 * PDF.js's page rendering (operator lists) calls ArrayBuffer#transferToFixedLength, which Node has from 21
 * on; on Node 20 this adds it (moving the bytes, as the real one does). Imported for its effect.
 */
const bufferProto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
bufferProto.transferToFixedLength ??= function (this: ArrayBuffer, length?: number) {
  const moved = structuredClone(this, { transfer: [this] });
  return length === undefined || length === moved.byteLength ? moved : moved.slice(0, length);
};
