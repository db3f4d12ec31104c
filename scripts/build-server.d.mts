/** The bundle `npm start` runs. */
export const serverBundle: string;
/** Bundles an entry of the server (or a program built on it) into `outfile`. */
export function bundleServer(entry: string, outfile: string): Promise<void>;
/** Bundles the server when the bundle is missing or older than its sources. */
export function buildStaleServer(): Promise<void>;
