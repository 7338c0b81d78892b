/** The control catalogue: every control id the policies, courses and checklists may cite. */

export type ControlFramework = 'SOC 2' | 'ISO 27001';

export interface Control {
  /** `CC6.1`, `A1.2`, `C1.1`, `P4.2`, `PI1.1` (SOC 2) or `A.5.15` (ISO/IEC 27001:2022 Annex A). */
  id: string;
  framework: ControlFramework;
  /** Short name in our own words. */
  title: string;
  /** The group it belongs to: `CC6 Logical and physical access`, `A.5 Organizational controls`. */
  group: string;
}

/** A control as its framework's table lists it: id, title and group. */
export type ControlRow = [id: string, title: string, group: string];

/** A framework's catalogue from its table, in the standard's order. */
export function controlsOf(framework: ControlFramework, rows: readonly ControlRow[]): Control[] {
  return rows.map(([id, title, group]) => ({ id, framework, title, group }));
}
