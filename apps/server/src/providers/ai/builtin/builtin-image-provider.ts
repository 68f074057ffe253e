/**
 * BUILTIN image: a real PNG creative rendered offline with sharp from an SVG: a gradient by prompt
 * style, soft shapes placed from a hash of the headline, the product as a kicker, the headline
 * wrapped to fit, and the call-to-action button in the ad's language. 1200×628 or 1080×1080.
 */
import { CALL_TO_ACTION_LABELS, type CallToAction } from '@ads-creative/contracts/ads';
import type { AdLanguage, PromptStyle } from '@ads-creative/contracts/ai';
import { loadSharp } from '../../../lib/load-sharp.ts';
import { withoutCallToActionNote } from '../call-to-action-note.ts';
import { dimensionsOf } from '../image-output.ts';
import type { ImageGenerationRequest, ImageGenerationResult, ImageProvider } from '../types.ts';
import { hasVietnameseDiacritics } from '../vietnamese-text.ts';
import { extractPromptWords } from './prompt-words.ts';
import { stableHash } from './stable-hash.ts';
import { BOLD_CHAR_WIDTH, escapeXml, fitText } from './svg-text.ts';

export const BUILTIN_IMAGE_MODEL = 'builtin-svg-v1';
const FONT = 'DejaVu Sans, sans-serif';

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
  button: string;
  buttonInk: string;
}

const palettes: Record<PromptStyle, Palette> = {
  dynamic: { from: '#ff512f', to: '#dd2476', ink: '#ffffff', accent: '#ffd166', button: '#ffffff', buttonInk: '#c81d5a' },
  creative: { from: '#7f00ff', to: '#e100ff', ink: '#ffffff', accent: '#00f5d4', button: '#00f5d4', buttonInk: '#3a0066' },
  professional: { from: '#0f2027', to: '#2c5364', ink: '#ffffff', accent: '#4fc3f7', button: '#4fc3f7', buttonInk: '#0f2027' },
  friendly: { from: '#f7971e', to: '#ffd200', ink: '#2d2d2d', accent: '#ffffff', button: '#2d2d2d', buttonInk: '#ffffff' },
  urgent: { from: '#b31217', to: '#e52d27', ink: '#ffffff', accent: '#ffe066', button: '#ffe066', buttonInk: '#8a0e12' },
  luxury: { from: '#121212', to: '#3a3a3a', ink: '#f5f0e6', accent: '#d4af37', button: '#d4af37', buttonInk: '#121212' },
  educational: { from: '#2193b0', to: '#6dd5ed', ink: '#ffffff', accent: '#fff3b0', button: '#ffffff', buttonInk: '#1b6f86' },
};

export function callToActionLabel(code: CallToAction, language: AdLanguage): string {
  const [en, vi] = CALL_TO_ACTION_LABELS[code].split(' - ');
  return language === 'vi' ? (vi ?? en) : en;
}

export interface CreativeInput {
  width: number;
  height: number;
  headline: string;
  kicker?: string;
  buttonLabel: string;
  style: PromptStyle;
}

export function creativeSvg(c: CreativeInput): string {
  const p = palettes[c.style];
  const seed = stableHash(`${c.headline}|${c.style}|${c.width}`);
  const square = c.width === c.height;
  const pad = square ? 80 : 64;
  const textWidth = Math.round(c.width * (square ? 0.84 : 0.74));

  const shapes = [0, 1, 2]
    .map((i) => {
      const r = Math.round(c.height * (0.18 + ((seed >> (i * 5)) % 20) / 100));
      const cx = Math.round(c.width * (0.7 + ((seed >> (i * 3 + 1)) % 30) / 100));
      const cy = Math.round(c.height * (((seed >> (i * 7 + 2)) % 100) / 100));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}" opacity="${(0.1 + i * 0.05).toFixed(2)}"/>`;
    })
    .join('');

  const kickerSize = square ? 32 : 26;
  const kicker = c.kicker ? escapeXml(Array.from(c.kicker.toLocaleUpperCase()).slice(0, 40).join('')) : '';
  const buttonSize = square ? 34 : 28;
  const buttonHeight = Math.round(buttonSize * 2.2);
  const buttonWidth = Math.round(Array.from(c.buttonLabel).length * buttonSize * BOLD_CHAR_WIDTH + buttonSize * 2);
  const buttonY = c.height - pad - buttonHeight;

  const top = pad + (kicker ? kickerSize + 36 : 0);
  const available = buttonY - 40 - top;
  const head = fitText(c.headline, textWidth, square ? 92 : 70, 34, square ? 5 : 3);
  const lineHeight = Math.round(head.size * 1.18);
  const blockHeight = lineHeight * head.lines.length;
  const firstBaseline = Math.round(top + Math.max(0, (available - blockHeight) / 2) + head.size);
  const headlineLines = head.lines
    .map((line, i) => `<tspan x="${pad}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const angle = seed % 2 === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="1" x2="1" y2="0"';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}">
<defs><linearGradient id="bg" ${angle}><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${c.width}" height="${c.height}" fill="url(#bg)"/>
${shapes}
${kicker ? `<text x="${pad}" y="${pad + kickerSize}" font-family="${FONT}" font-size="${kickerSize}" font-weight="bold" letter-spacing="2" fill="${p.ink}" opacity="0.85">${kicker}</text><rect x="${pad}" y="${pad + kickerSize + 14}" width="72" height="5" rx="2" fill="${p.accent}"/>` : ''}
<text font-family="${FONT}" font-size="${head.size}" font-weight="bold" fill="${p.ink}">${headlineLines}</text>
<rect x="${pad}" y="${buttonY}" width="${buttonWidth}" height="${buttonHeight}" rx="${Math.round(buttonHeight / 2)}" fill="${p.button}"/>
<text x="${pad + buttonWidth / 2}" y="${buttonY + buttonHeight / 2 + buttonSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${buttonSize}" font-weight="bold" fill="${p.buttonInk}">${escapeXml(c.buttonLabel)}</text>
</svg>`;
}

export function createBuiltinImageProvider(): ImageProvider {
  return {
    id: 'BUILTIN',
    model: BUILTIN_IMAGE_MODEL,
    async generateImage(req: ImageGenerationRequest): Promise<ImageGenerationResult> {
      const started = performance.now();
      const { width, height } = dimensionsOf(req.size);
      const language = req.language ?? (hasVietnameseDiacritics(`${req.headline} ${withoutCallToActionNote(req.prompt)}`) ? 'vi' : 'en');
      const svg = creativeSvg({
        width,
        height,
        headline: req.headline.trim() || callToActionLabel(req.callToAction, language),
        kicker: extractPromptWords(req.prompt, language).product,
        buttonLabel: callToActionLabel(req.callToAction, language),
        style: req.promptStyle ?? 'dynamic',
      });
      const sharp = await loadSharp();
      const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
      return {
        bytes,
        mimeType: 'image/png',
        width,
        height,
        usage: {
          provider: 'BUILTIN',
          kind: 'image',
          model: BUILTIN_IMAGE_MODEL,
          latencyMs: Math.round(performance.now() - started),
          attempts: 1,
          images: 1,
          costUsd: 0,
        },
      };
    },
  };
}
