/**
 * A multipart/form-data body with one file part, as a browser's FormData sends it: `payload` for the
 * request body, `contentType` (with the boundary) for its `content-type` header.
 */
export function multipartFile(
  filename: string,
  bytes: Buffer,
  opts: { field?: string; type?: string } = {},
): { payload: Buffer; contentType: string } {
  const boundary = '----rw-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${opts.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
