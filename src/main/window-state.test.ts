import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, restoreWindowState } from './window-state';

const laptop = [{ x: 0, y: 0, width: 1440, height: 900 }];
const twoScreens = [...laptop, { x: 1440, y: 0, width: 1920, height: 1080 }];

describe('the remembered window', () => {
  it('opens where and as large as it was', () => {
    const saved = { x: 1600, y: 100, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(saved, twoScreens)).toEqual({
      bounds: { x: 1600, y: 100, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('comes back to a visible place when its screen has gone', () => {
    const saved = { x: 1600, y: 100, width: 1000, height: 700, maximized: true };
    expect(restoreWindowState(saved, laptop)).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: true,
    });
  });

  it('opens at the default size the first time, and never smaller than the minimum', () => {
    expect(restoreWindowState(undefined, laptop)).toEqual({
      bounds: { ...DEFAULT_SIZE },
      maximized: false,
    });
    expect(
      restoreWindowState({ x: 10, y: 10, width: 50, height: 50, maximized: false }, laptop).bounds,
    ).toEqual({ x: 10, y: 10, width: 360, height: 480 });
  });

  it('reads back only a well-formed state', () => {
    expect(parseWindowState({ x: 1, y: 2, width: 3, height: 4, maximized: false })).not.toBeNull();
    expect(parseWindowState({ x: 1, y: 2, width: '3', height: 4, maximized: false })).toBeNull();
    expect(parseWindowState({ x: 1.5, y: 2, width: 3, height: 4, maximized: false })).toBeNull();
    expect(parseWindowState(null)).toBeNull();
  });
});
