import { freeLabelColors } from '@taskhub/domain';

/**
 * Tag colours of other apps mapped to the tag picker's palette (freeLabelColors: red, orange, yellow, green, blue,
 * purple, grey), so an imported tag looks like one the user could have picked and stays valid on a free account.
 */
type PaletteColor = (typeof freeLabelColors)[number];
const [red, orange, yellow, green, blue, purple, grey] = freeLabelColors;

const paletteHues: ReadonlyArray<[number, PaletteColor]> = [
  [4, red], [34, orange], [54, yellow], [123, green], [208, blue], [291, purple], [364, red],
];

/** The palette colour nearest to `#rrggbb` by hue; greys (little saturation) are grey. Undefined for anything else. */
export function paletteColorOf(hex: string): PaletteColor | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.25 || chroma < 0.12) return grey;
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  const hue = sector * 60;
  let best = paletteHues[0]!;
  for (const candidate of paletteHues) if (Math.abs(candidate[0] - hue) < Math.abs(best[0] - hue)) best = candidate;
  return best[1];
}

/** Todoist's named colours (Sync API v9 and API v1), in the order of their legacy numeric ids 30-49. */
const todoistColors: ReadonlyArray<[string, string]> = [
  ['berry_red', '#b8256f'], ['red', '#db4035'], ['orange', '#ff9933'], ['yellow', '#fad000'], ['olive_green', '#afb83b'],
  ['lime_green', '#7ecc49'], ['green', '#299438'], ['mint_green', '#6accbc'], ['teal', '#158fad'], ['sky_blue', '#14aaf5'],
  ['light_blue', '#96c3eb'], ['blue', '#4073ff'], ['grape', '#884dff'], ['violet', '#af38eb'], ['lavender', '#eb96eb'],
  ['magenta', '#e05194'], ['salmon', '#ff8d85'], ['charcoal', '#808080'], ['grey', '#b8b8b8'], ['taupe', '#ccac93'],
];
const todoistHex = new Map(todoistColors);

/** A Todoist colour (a name such as `berry_red`, a legacy id 30-49, or `#rrggbb`) in our palette. */
export function todoistColor(color: unknown): PaletteColor | undefined {
  if (typeof color === 'number') return color >= 30 && color < 30 + todoistColors.length ? paletteColorOf(todoistColors[color - 30]![1]) : undefined;
  if (typeof color !== 'string') return undefined;
  return paletteColorOf(todoistHex.get(color) ?? color);
}

const trelloColors: Record<string, PaletteColor> = {
  green: green, lime: green, yellow: yellow, orange: orange, red: red, pink: red, purple: purple, blue: blue, sky: blue, black: grey,
};

/** A Trello label colour (`green`, `sky_dark`, `purple_light`, or null for none) in our palette. */
export function trelloColor(color: unknown): PaletteColor | undefined {
  if (typeof color !== 'string') return undefined;
  const name = color.split('_')[0]!;
  return Object.hasOwn(trelloColors, name) ? trelloColors[name] : undefined;
}
