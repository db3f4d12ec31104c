/** The tree statuses as the tree tracker and a tree's page name them, in both languages. */
export const treeStatusTexts = {
  id: { planted: 'Ditanam', growing: 'Tumbuh', harvested: 'Dipanen', dead: 'Mati', replanted: 'Disulam' },
  en: {
    planted: 'Planted',
    growing: 'Growing',
    harvested: 'Harvested',
    dead: 'Dead',
    replanted: 'Replanted',
  },
};
