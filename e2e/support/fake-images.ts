// Remote images for the previews without the network and without binary fixtures: every request
// for a picture on another host is answered with a PNG that the browser itself draws on a canvas
// (sky, sun, hills, a few buildings), sized by a keyword in the URL.
import type { Locator, Page, Route } from '@playwright/test';

export type PictureShape = 'landscape' | 'portrait' | 'square';

const SIZES: Record<PictureShape, { width: number; height: number }> = {
  landscape: { width: 1600, height: 900 },
  portrait: { width: 600, height: 900 },
  square: { width: 512, height: 512 },
};

/**
 * The shape a made-up URL asks for: "coyote" or "portrait" is tall; "thumb", "preview", "emoji"
 * (Discord's emoji CDN) and the like are square.
 */
export function shapeOf(url: string): PictureShape {
  const path = new URL(url).pathname.toLowerCase();
  if (/portrait|coyote|tall/.test(path)) return 'portrait';
  if (/square|thumb|preview|avatar|icon|logo|emoji/.test(path)) return 'square';
  return 'landscape';
}

/** A stable number per URL, so the same URL always gets the same picture. */
function seedOf(url: string): number {
  let hash = 2166136261;
  for (const ch of url) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

// Drawn pictures are kept for the whole worker: drawing a 1600x900 PNG takes a moment.
const cache = new Map<string, Buffer>();

async function drawPicture(page: Page, shape: PictureShape, seed: number): Promise<Buffer> {
  const key = `${shape}:${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { width, height } = SIZES[shape];
  const dataUrl = await page.evaluate(
    ({ width, height, seed }) => {
      let state = seed || 1;
      const random = () => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return state / 2 ** 32;
      };
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      const hue = Math.floor(random() * 360);
      // Sky.
      const sky = g.createLinearGradient(0, 0, 0, height * 0.65);
      sky.addColorStop(0, `hsl(${(hue + 200) % 360} 55% 42%)`);
      sky.addColorStop(1, `hsl(${(hue + 30) % 360} 70% 82%)`);
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      // Sun with a glow.
      const sx = width * (0.2 + random() * 0.6);
      const sy = height * (0.15 + random() * 0.2);
      const r = Math.min(width, height) * 0.08;
      const glow = g.createRadialGradient(sx, sy, r * 0.2, sx, sy, r * 4);
      glow.addColorStop(0, 'rgba(255, 250, 220, 0.95)');
      glow.addColorStop(0.25, 'rgba(255, 225, 160, 0.55)');
      glow.addColorStop(1, 'rgba(255, 210, 150, 0)');
      g.fillStyle = glow;
      g.fillRect(0, 0, width, height);
      // Hills, far to near, darker and greener as they come closer.
      for (let layer = 0; layer < 4; layer += 1) {
        const base = height * (0.5 + layer * 0.13);
        const hill = g.createLinearGradient(0, base - height * 0.2, 0, height);
        const light = 58 - layer * 11;
        hill.addColorStop(0, `hsl(${(hue + 90 + layer * 12) % 360} 35% ${light}%)`);
        hill.addColorStop(1, `hsl(${(hue + 70 + layer * 12) % 360} 45% ${light - 14}%)`);
        g.fillStyle = hill;
        g.beginPath();
        g.moveTo(0, height);
        g.lineTo(0, base);
        const steps = 6;
        for (let i = 1; i <= steps; i += 1) {
          const x = (width * i) / steps;
          const peak = base - random() * height * 0.18;
          g.quadraticCurveTo(x - width / steps / 2, peak, x, base - random() * height * 0.05);
        }
        g.lineTo(width, height);
        g.closePath();
        g.fill();
        // A few buildings on the second ridge.
        if (layer === 1) {
          for (let b = 0; b < 9; b += 1) {
            const bw = width * (0.02 + random() * 0.04);
            const bh = height * (0.05 + random() * 0.18);
            const bx = random() * (width - bw);
            g.fillStyle = `hsl(${(hue + 180) % 360} 8% ${30 + random() * 40}%)`;
            g.fillRect(bx, base - bh + height * 0.04, bw, bh);
          }
        }
      }
      // A soft vignette, as a lens would leave.
      const vignette = g.createRadialGradient(
        width / 2,
        height / 2,
        Math.min(width, height) * 0.3,
        width / 2,
        height / 2,
        Math.max(width, height) * 0.75,
      );
      vignette.addColorStop(0, 'rgba(0, 0, 0, 0)');
      vignette.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
      g.fillStyle = vignette;
      g.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height, seed },
  );
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  cache.set(key, png);
  return png;
}

/**
 * Answers every request for a .png/.jpg/.jpeg/.webp/.gif (query or not) on another host with a
 * drawn PNG.
 * The app's own files are left alone. Call it before the payload that shows the pictures.
 */
export async function fakeRemoteImages(page: Page): Promise<void> {
  const appOrigin = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1:4173' : page.url())
    .origin;
  // By the path, so that a query (Discord's emoji URLs end in `.webp?size=48`) still matches.
  const picture = (url: URL) =>
    url.origin !== appOrigin && /\.(png|jpe?g|webp|gif)$/i.test(url.pathname);
  await page.route(picture, async (route: Route) => {
    const url = route.request().url();
    const body = await drawPicture(page, shapeOf(url), seedOf(url));
    return route.fulfill({ status: 200, contentType: 'image/png', body });
  });
}

/**
 * Resolves when every <img> under `root` (a page object's locator) has loaded (or failed), so that
 * a screenshot shows them. The images come and go with the drawing, so the check runs in the page.
 */
export async function imagesSettled(root: Locator): Promise<void> {
  const element = await root.elementHandle();
  await root
    .page()
    .waitForFunction(
      (el) => [...(el?.querySelectorAll('img') ?? [])].every((img) => img.complete),
      element,
    );
}
