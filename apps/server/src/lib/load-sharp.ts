/**
 * sharp (libvips), imported on the first picture made or cleaned rather than when the server starts: its
 * native library was about a tenth of the server's start (decision 174), and a start handles no picture.
 */
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
