// A role's colour as CSS; only a number in the 24-bit range becomes one, anything else is none.
export function roleColor(color: number): string {
  if (!Number.isInteger(color) || color <= 0 || color > 0xffffff) return 'transparent';
  return `#${color.toString(16).padStart(6, '0')}`;
}
