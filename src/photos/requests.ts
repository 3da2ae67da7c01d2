// The photos site.yaml asks for, one entry per file: a photo shown in two places is made once,
// at every width either place needs.
import { isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import type { PhotoProblem, PhotoRequest } from './types.js';

export interface MergedRequest {
  src: string;
  /** Every request for this file, in site.yaml order: messages point at the first. */
  requests: PhotoRequest[];
  /** Ascending, without repeats. */
  widths: number[];
  /** The widest any place asks for link previews, if any does. */
  linkPreviewWidth?: number;
  /** The request with the largest minWidth: the one whose slot a small original disappoints most. */
  largest: PhotoRequest;
}

export function mergeRequests(requests: readonly PhotoRequest[]): MergedRequest[] {
  const bySrc = new Map<string, MergedRequest>();
  for (const request of requests) {
    const merged = bySrc.get(request.src);
    if (!merged) {
      bySrc.set(request.src, { src: request.src, requests: [request], widths: [], largest: request });
      continue;
    }
    merged.requests.push(request);
    if (request.minWidth > merged.largest.minWidth) merged.largest = request;
  }
  for (const merged of bySrc.values()) {
    const widths = merged.requests.flatMap((request) => request.widths).filter((width) => Number.isInteger(width) && width > 0);
    merged.widths = [...new Set(widths)].sort((a, b) => a - b);
    const previews = merged.requests.flatMap((request) => (request.linkPreviewWidth ? [request.linkPreviewWidth] : []));
    if (previews.length > 0) merged.linkPreviewWidth = Math.max(...previews);
  }
  return [...bySrc.values()];
}

/** The file's absolute path, or a problem when `src` points outside the folder site.yaml is in. */
export function resolveSrc(baseDir: string, request: Pick<PhotoRequest, 'src' | 'keyPath'>): { file: string } | { problem: PhotoProblem } {
  const outside = (why: string): { problem: PhotoProblem } => ({
    problem: {
      keyPath: request.keyPath,
      message: `"${request.src}" ${why}: a photo must be inside the folder site.yaml is in. Copy it into photos/ beside site.yaml and write its path from there, like photos/front-lawn.jpg.`,
    },
  });
  if (request.src.trim() === '') return outside('is empty');
  if (isAbsolute(request.src) || win32.isAbsolute(request.src)) return outside('is an absolute path');
  const base = resolve(baseDir);
  const file = resolve(base, request.src);
  const fromBase = relative(base, file);
  if (fromBase === '' || fromBase.split(sep)[0] === '..' || isAbsolute(fromBase)) return outside('points outside that folder');
  return { file };
}
