import { iso27001Controls } from './iso27001.ts';
import { soc2Controls } from './soc2.ts';
import type { Control } from './types.ts';

export { iso27001Controls } from './iso27001.ts';
export { soc2Controls } from './soc2.ts';
export type { Control, ControlFramework } from './types.ts';

/** Every control, SOC 2 first, each list in its standard's order. */
export const allControls: Control[] = [...soc2Controls, ...iso27001Controls];

const byId = new Map(allControls.map((control) => [control.id, control]));

export function controlById(id: string): Control | undefined {
  return byId.get(id);
}
