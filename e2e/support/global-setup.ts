import { buildStaleApps } from '../../scripts/build-apps.mjs';

/** End-to-end tests drive the built apps, exactly as `npm start` serves them. */
export default function setup(): void {
  buildStaleApps();
}
