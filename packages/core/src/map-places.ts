/**
 * From which zoom the offline basemap names regencies, and from which it names villages: the style draws
 * them from these zooms, and the server's place tiles hold them from these zooms.
 */
export const placeZooms = { regency: 7, village: 11 } as const;

/**
 * Pins that would cover each other on screen, gathered: each group holds the pins within `distance`
 * pixels of its first one, in the order given. A map draws one pin per group, so that no pin lies under
 * another where it cannot be clicked.
 */
export function nearbyGroups<T>(
  pins: readonly T[],
  at: (pin: T) => { x: number; y: number },
  distance: number,
) {
  const groups: { x: number; y: number; pins: T[] }[] = [];
  for (const pin of pins) {
    const { x, y } = at(pin);
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) < distance);
    if (near) near.pins.push(pin);
    else groups.push({ x, y, pins: [pin] });
  }
  return groups.map((g) => g.pins);
}
