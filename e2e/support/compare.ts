// Side by side with Discord: our drawing of one of the docs' examples next to the picture the docs
// show for it, composed into one image labelled "Discord" and "Component Studio".
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Discord's reference pictures (from discord-api-docs, with a manifest of their scale and origin),
 * kept in the repository: one sRGB copy of each picture the compare spec uses.
 */
export const LOOK_IMAGES = resolve('spec', 'discord', 'look');

interface ManifestEntry {
  file: string;
  approx_scale: string;
}

export interface Reference {
  /** The PNG, colour-managed (sRGB) when the original carries another profile. */
  png: Buffer;
  /** Image pixels per CSS pixel: 2 for Retina captures, 1 for the modal captures, 2.5 for one. */
  scale: number;
}

export function readReference(file: string): Reference {
  const manifest = JSON.parse(readFileSync(join(LOOK_IMAGES, '_manifest.json'), 'utf8')) as {
    images: ManifestEntry[];
  };
  const entry = manifest.images.find((image) => image.file === file);
  if (!entry) throw new Error(`${file} is not in the look manifest`);
  // "2x", "1x", or "2.5x" for the 2023 overview picture.
  const scale = Number.parseFloat(entry.approx_scale);
  if (!(scale > 0)) throw new Error(`${file} has no usable approx_scale`);
  return { png: readFileSync(join(LOOK_IMAGES, entry.file)), scale };
}

/**
 * The area of a message worth comparing: from the surface's top-left corner (so the avatar keeps
 * its margin, as in Discord's crops) to 16px past the rightmost and 12px past the lowest thing
 * drawn and not cut off by a scrolling box (text, pictures, filled or bordered boxes, an open
 * popout), in CSS pixels.
 */
export async function messageClip(
  surface: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return surface.evaluate((root) => {
    const box = root.getBoundingClientRect();
    let right = box.left;
    let bottom = box.top;
    // What an element shows is cut by every scrolling or clipping box around it.
    const visibleBox = (el: Element, r: DOMRect) => {
      let { left, top, right: r2, bottom: b2 } = r;
      for (let up = el.parentElement; up; up = up.parentElement) {
        const cs = getComputedStyle(up);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        r2 = Math.min(r2, clip.right);
        b2 = Math.min(b2, clip.bottom);
      }
      return { width: r2 - left, height: b2 - top, right: r2, bottom: b2 };
    };
    const add = (el: Element, rect: DOMRect) => {
      const r = visibleBox(el, rect);
      if (r.width <= 0 || r.height <= 0) return;
      right = Math.max(right, r.right);
      bottom = Math.max(bottom, r.bottom);
    };
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const painted =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderTopWidth) > 0 ||
        /^(IMG|SVG|svg|VIDEO|CANVAS)$/.test(el.tagName);
      if (painted) add(el, el.getBoundingClientRect());
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          add(el, range.getBoundingClientRect());
        }
      }
    }
    return {
      x: box.left + window.scrollX,
      y: box.top + window.scrollY,
      width: Math.ceil(right - box.left + 16),
      height: Math.ceil(bottom - box.top + 12),
    };
  });
}

export interface Panel {
  label: string;
  /** A smaller line under the label: where the picture comes from. */
  note: string;
  png: Buffer;
  /** Image pixels per CSS pixel. */
  scale: number;
}

/**
 * Puts the panels side by side on a small page (#1a1a1e, labelled) and screenshots it. Each
 * picture is shown at its CSS size, so that a 2x capture and a 2x screenshot (or a 1x capture and
 * a 1x screenshot) line up pixel for pixel in a page with the same device scale factor.
 */
export async function composeSideBySide(page: Page, panels: Panel[]): Promise<Buffer> {
  const figures: string[] = [];
  let width = 0;
  let height = 0;
  for (const panel of panels) {
    const size = await page.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      },
      `data:image/png;base64,${panel.png.toString('base64')}`,
    );
    const cssWidth = size.width / panel.scale;
    width += cssWidth + 32;
    height = Math.max(height, size.height / panel.scale);
    figures.push(
      `<figure><figcaption><b>${panel.label}</b><span>${panel.note}</span></figcaption>` +
        `<img alt="" style="width:${cssWidth}px" src="data:image/png;base64,${panel.png.toString('base64')}"></figure>`,
    );
  }
  await page.setViewportSize({
    width: Math.ceil(width + 64),
    height: Math.ceil(height + 120),
  });
  await page.setContent(
    `<!doctype html><html><head><style>
      html, body { margin: 0; background: #1a1a1e; }
      #pair { display: inline-flex; align-items: flex-start; gap: 32px; padding: 20px 24px 24px; }
      figure { margin: 0; }
      figcaption { display: flex; flex-direction: column; gap: 2px; margin-bottom: 10px;
        font: 15px/1.3 'Liberation Sans', Arial, sans-serif; color: #dbdee1; }
      figcaption span { font-size: 12px; color: #94959c; }
      img { display: block; outline: 1px dashed #3b3b41; }
    </style></head><body><div id="pair">${figures.join('')}</div></body></html>`,
  );
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  return page.locator('#pair').screenshot();
}
