import { createHash } from 'node:crypto';

/** Deterministic SVG artwork for the embedded catalogue: a gradient and initials, drawn from the id. */
export function artworkSvg(seed: string, label: string): string {
  const digest = createHash('sha1').update(seed).digest();
  const hue1 = ((digest[0] ?? 0) * 360) / 255;
  const hue2 = (hue1 + 40 + ((digest[1] ?? 0) % 80)) % 360;
  const initials = label
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue1.toFixed(0)},55%,38%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},60%,18%)"/>
</linearGradient></defs><rect width="300" height="300" fill="url(#g)"/>
<text x="150" y="172" font-family="Georgia,serif" font-size="96" fill="rgba(255,255,255,0.85)" text-anchor="middle">${initials}</text>
</svg>`;
}

export const artistImagePath = (id: string) => `/platform/images/artists/${encodeURIComponent(id)}.svg`;
export const coverImagePath = (id: string) => `/platform/images/covers/${encodeURIComponent(id)}.svg`;
