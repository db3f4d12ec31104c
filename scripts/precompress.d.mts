import type { Plugin } from 'vite';
/** A Vite plugin: each built text asset also written Brotli- and gzip-compressed, for the server to send. */
export function precompress(): Plugin;
