import { iso27001Controls } from './iso27001';
import { soc2Controls } from './soc2';
import type { Control } from './types';

export { iso27001Controls } from './iso27001';
export { soc2Controls } from './soc2';
export type { Control, ControlFramework } from './types';

/** Every control, SOC 2 first, each list in its standard's order. */
export const allControls: Control[] = [...soc2Controls, ...iso27001Controls];

const byId = new Map(allControls.map((control) => [control.id, control]));

export function controlById(id: string): Control | undefined {
  return byId.get(id);
}
