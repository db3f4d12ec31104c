/** The repository's root folder. */
export const root: string;
/** Builds the admin and site apps when they are missing or older than their sources. */
export function buildStaleApps(): void;
/** The newest modification time of the files below a folder (0 when it does not exist). */
export function newest(dir: string): number;
