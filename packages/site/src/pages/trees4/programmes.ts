import type { Scene } from '../content/images';
import type { ProgrammeName } from './programmeNames';
import './texts';

/** What a programme page shows besides its texts (`programmes.<name>` in the i18n files). */
export interface Programme {
  scene: Scene;
  /** A button after the introduction to this page, captioned by `action` in its texts. */
  action?: string;
  /** Its points are the steps of the programme, in order. */
  steps?: boolean;
  /** Common questions as an accordion (`questions` in its texts). */
  questions?: boolean;
  /** The closing get-involved section, for the form (every programme but Trees4Everyone). */
  getInvolved: boolean;
}

export const programmes: Record<ProgrammeName, Programme> = {
  trees4change: { scene: 'forest', steps: true, getInvolved: true },
  trees4everyone: {
    scene: 'planting',
    action: '/donation',
    steps: true,
    questions: true,
    getInvolved: false,
  },
  trees4shop: { scene: 'community', action: '/gifts', getInvolved: true },
  trees4teaching: { scene: 'nursery', getInvolved: true },
  trees4tomorrow: { scene: 'agroforestry', getInvolved: true },
  trees4trade: { scene: 'monitoring', steps: true, getInvolved: true },
  trees4teams: { scene: 'planting', getInvolved: true },
};
