/** Above this a badge says "99+". */
export const BADGE_CAP = 99;

/** "99+" above 99; null at 0 (the badge is hidden). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
