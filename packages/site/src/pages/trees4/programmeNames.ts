/** The Trees4… programme pages, each at `/{name}` (site spec §2 "Campaign and business"). */
export const programmeNames = [
  'trees4change',
  'trees4everyone',
  'trees4shop',
  'trees4teaching',
  'trees4tomorrow',
  'trees4trade',
  'trees4teams',
] as const;

export type ProgrammeName = (typeof programmeNames)[number];
