/** Initials: the first letters of up to two words of the name (spec 1 §2.5). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * A background colour derived from the name, stable across reloads. The palette is chosen so that
 * white initials on every colour meet WCAG AA contrast (4.5:1).
 */
export const AVATAR_COLOURS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#7e22ce',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
] as const;

export function avatarColourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const ch of name ?? '') hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
