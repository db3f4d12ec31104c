import { appSize, printAppSize } from './app-size.js';

/**
 * How much JavaScript the admin loads before its first module opens. Lazy chunks (the module engine, the
 * rich-text editor, the map) are listed apart. Run `npm run build` first.
 */
printAppSize('Admin JavaScript before the first module opens', appSize('admin'), 250);
