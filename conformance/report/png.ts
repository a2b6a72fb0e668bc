/**
 * Just enough PNG decoding to look at a screenshot: 8-bit RGB or RGBA, not
 * interlaced (what Chromium writes). The browser test uses it to tell a drawn page
 * from a blank one, which the file size alone cannot do.
 *
 * @module
 */

/** A decoded image: RGBA bytes, row-major. */
export interface PngImage {
  /** Width in pixels. */
  readonly width: number;
  /** Height in pixels. */
  readonly height: number;
  /** width × height × 4 bytes: red, green, blue, alpha. */
  readonly rgba: Uint8Array;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/**
 * Decodes a PNG. Throws `SyntaxError` for something that is not a PNG (or is cut
 * short), `RangeError` for a PNG of a kind this decoder does not handle (palette,
 * grey, 16-bit, interlaced).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodePng } from "./png.ts";
 * try {
 *   await decodePng(new Uint8Array([1, 2, 3]));
 *   assert.ok(false);
 * } catch (e) {
 *   assert.ok(e instanceof SyntaxError);
 * }
 * ```
 */
export async function decodePng(bytes: Uint8Array): Promise<PngImage> {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) {
    throw new SyntaxError(`not a PNG: the first bytes are ${[...bytes.slice(0, 8)].join(" ")}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 8; at < bytes.length;) {
    if (at + 8 > bytes.length) throw new SyntaxError(`PNG cut short at byte ${at}`);
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.slice(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new SyntaxError(`PNG chunk ${type} cut short at byte ${at}`);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
        throw new RangeError(
          `PNG kind not handled: bit depth ${depth}, colour type ${colour}, interlace ${interlace} ` +
            "(only 8-bit RGB or RGBA, not interlaced)",
        );
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data.slice());
    else if (type === "IEND") break;
    at += 12 + length;
  }
  if (channels === 0) throw new SyntaxError("PNG has no IHDR chunk");
  const stream = new Blob(idat).stream().pipeThrough(new DecompressionStream("deflate"));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) {
    throw new SyntaxError(`PNG data holds ${raw.length} bytes, ${height * (stride + 1)} needed`);
  }
  const rgba = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? line[i - channels]! : 0;
      const up = previous[i]!;
      const upLeft = i >= channels ? previous[i - channels]! : 0;
      let add: number;
      switch (filter) {
        case 0:
          add = 0;
          break;
        case 1:
          add = left;
          break;
        case 2:
          add = up;
          break;
        case 3:
          add = (left + up) >> 1;
          break;
        case 4:
          add = paeth(left, up, upLeft);
          break;
        default:
          throw new SyntaxError(`PNG row ${y}: unknown filter type ${filter}`);
      }
      line[i] = (line[i]! + add) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      rgba[o] = line[x * channels]!;
      rgba[o + 1] = line[x * channels + 1]!;
      rgba[o + 2] = line[x * channels + 2]!;
      rgba[o + 3] = channels === 4 ? line[x * channels + 3]! : 255;
    }
    previous = line;
  }
  return { width, height, rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
