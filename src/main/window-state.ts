/**
 * The main window's place and size across launches. Pure: the saved state is checked against the
 * displays present now, so a window saved on a monitor that has since gone opens where it can be
 * seen.
 */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState extends Rectangle {
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1200, height: 800 } as const;
export const MINIMUM_SIZE = { width: 360, height: 480 } as const;
/** How much of the title bar must be on a display for the window to count as visible. */
const VISIBLE_MARGIN = 64;

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 100_000;

export function parseWindowState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, width, height, maximized } = value as Record<string, unknown>;
  if (![x, y, width, height].every(isInteger) || typeof maximized !== 'boolean') return null;
  return {
    x: x as number,
    y: y as number,
    width: width as number,
    height: height as number,
    maximized,
  };
}

function overlaps(window: Rectangle, area: Rectangle): boolean {
  // The top strip (title bar) must overlap the display enough to grab it.
  const left = Math.max(window.x, area.x);
  const right = Math.min(window.x + window.width, area.x + area.width);
  const top = Math.max(window.y, area.y);
  const bottom = Math.min(window.y + VISIBLE_MARGIN, area.y + area.height);
  return right - left >= VISIBLE_MARGIN && bottom - top > 0;
}

/**
 * The bounds to open the window with: the saved ones when they are still on a display (clamped to
 * the minimum size), otherwise the default size (centred by Electron, so no x and y).
 */
export function restoreWindowState(
  saved: WindowState | undefined,
  workAreas: readonly Rectangle[],
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  if (!saved) return { bounds: { ...DEFAULT_SIZE }, maximized: false };
  const width = Math.max(saved.width, MINIMUM_SIZE.width);
  const height = Math.max(saved.height, MINIMUM_SIZE.height);
  const candidate = { x: saved.x, y: saved.y, width, height };
  if (workAreas.some((area) => overlaps(candidate, area))) {
    return { bounds: candidate, maximized: saved.maximized };
  }
  return { bounds: { width, height }, maximized: saved.maximized };
}
