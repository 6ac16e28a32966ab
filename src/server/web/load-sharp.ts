import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first image it makes (a resized upload, an app icon) rather than when the server
 * starts: libvips and its threads then cost a server nothing until an image is asked for.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

/** Whether sharp has been loaded in this process (tests). */
export const sharpLoaded = (): boolean => loading !== undefined;
