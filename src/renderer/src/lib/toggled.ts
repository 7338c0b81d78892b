/** `list` with `item` added (when `on`, at the end) or removed: what a checkbox of a set changes. */
export const toggled = <T>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((other) => other !== item);
