/** The repository's root folder. */
export const root: string;
/** Builds the admin and site apps when they are missing or older than their sources. */
export function buildStaleApps(): void;
