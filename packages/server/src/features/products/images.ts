/** The gifts the demo shop draws, each as a simple product shot. */
export type GiftShape = 'tumbler' | 'tote' | 'tshirt' | 'seeds' | 'card' | 'cap';

const leaf = (x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${size / 100})" d="M0 -50 C40 -30 45 25 0 50 C-45 25 -40 -30 0 -50Z M0 -40 V45" fill="${fill}" stroke="rgba(255,255,255,.6)" stroke-width="4"/>`;

const shapes: Record<GiftShape, (hue: number) => string> = {
  tumbler: (hue) =>
    `<rect x="300" y="170" width="200" height="60" rx="18" fill="hsl(${hue},20%,30%)"/>
<path d="M290 230 H510 L480 640 Q400 670 320 640Z" fill="hsl(${hue},45%,45%)"/>
<rect x="300" y="330" width="200" height="90" fill="hsl(35,40%,75%)"/>${leaf(400, 375, 70, `hsl(${hue},50%,30%)`)}`,
  tote: (hue) =>
    `<path d="M320 300 Q320 160 400 160 Q480 160 480 300" fill="none" stroke="hsl(35,35%,55%)" stroke-width="22"/>
<path d="M240 300 H560 L590 660 H210Z" fill="hsl(40,45%,82%)"/>${leaf(400, 470, 120, `hsl(${hue},50%,35%)`)}`,
  tshirt: (hue) =>
    `<path d="M320 170 Q400 220 480 170 L620 240 L570 350 L520 320 V650 H280 V320 L230 350 L180 240Z" fill="hsl(${hue},40%,50%)"/>
${leaf(400, 380, 90, '#fff')}`,
  seeds: (hue) =>
    `<path d="M260 220 H540 L560 650 H240Z" fill="hsl(30,40%,62%)"/><rect x="260" y="190" width="280" height="40" fill="hsl(30,35%,50%)"/>
<rect x="300" y="300" width="200" height="150" rx="16" fill="#fff"/>${leaf(400, 375, 80, `hsl(${hue},50%,35%)`)}
${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${310 + i * 45}" cy="${540 + (i % 2) * 30}" rx="14" ry="9" fill="hsl(25,45%,30%)"/>`).join('')}`,
  card: (hue) =>
    `<rect x="170" y="250" width="460" height="300" rx="24" fill="hsl(${hue},45%,40%)"/>
<rect x="380" y="250" width="40" height="300" fill="hsl(0,65%,55%)"/><rect x="170" y="380" width="460" height="40" fill="hsl(0,65%,55%)"/>
<rect x="240" y="300" width="12" height="60" fill="#5b3a1e"/><circle cx="246" cy="295" r="34" fill="hsl(${hue + 20},50%,70%)"/>`,
  cap: (hue) =>
    `<path d="M230 480 Q230 250 400 250 Q570 250 570 480Z" fill="hsl(${hue},40%,40%)"/>
<path d="M230 480 H680 Q660 540 560 540 H230Z" fill="hsl(${hue},40%,30%)"/><circle cx="400" cy="250" r="14" fill="hsl(${hue},40%,30%)"/>${leaf(400, 390, 70, '#fff')}`,
};

/** A square shot of a gift on a soft ground, its colours from `hue`; `backdrop` shifts the ground's tone. */
export function giftSvg(shape: GiftShape, hue: number, backdrop = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="hsl(${(hue + 40 + backdrop * 60) % 360},35%,92%)"/>
<ellipse cx="400" cy="670" rx="260" ry="34" fill="rgba(0,0,0,.12)"/>
${shapes[shape](hue)}
</svg>`;
}
