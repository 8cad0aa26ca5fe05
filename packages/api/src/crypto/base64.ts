/**
 * Standard base64 (RFC 4648 section 4, with padding) for byte arrays, on atob/btoa so the same code
 * runs in browsers and Node without Buffer. Decoding is strict: anything but the standard alphabet
 * with correct padding throws, and so does a last character whose unused bits are not zero
 * (RFC 4648 section 3.5: a non-canonical spelling), so every changed character of an envelope
 * changes its bytes and a mangled envelope is refused rather than half read.
 */
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list well under engines' limits.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!base64Pattern.test(text)) throw new TypeError('not standard base64');
  const binary = atob(text);
  if (btoa(binary) !== text) throw new TypeError('not canonical base64');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
