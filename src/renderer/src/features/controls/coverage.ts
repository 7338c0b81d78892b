// The Controls page's figures (docs/product.md#controls): pure, from the catalogue and the
// database's coverage rows.
import type { Control, ControlFramework } from '../../../../content/controls';

export interface CoverageSource {
  source: string;
  title: string;
}

export interface ControlCoverage {
  control: Control;
  sources: CoverageSource[];
}

export function coverageOf(
  controls: readonly Control[],
  rows: readonly ({ control_id: string } & CoverageSource)[],
): ControlCoverage[] {
  return controls.map((control) => ({
    control,
    sources: rows
      .filter((row) => row.control_id === control.id)
      .map(({ source, title }) => ({ source, title }))
      .sort((a, b) => a.source.localeCompare(b.source) || a.title.localeCompare(b.title)),
  }));
}

/** Covered controls of one framework, and the share as a whole percentage (rounded down). */
export function frameworkFigure(coverage: readonly ControlCoverage[], framework: ControlFramework) {
  const ofFramework = coverage.filter((entry) => entry.control.framework === framework);
  const covered = ofFramework.filter((entry) => entry.sources.length > 0).length;
  const total = ofFramework.length;
  return { covered, total, percent: total ? Math.floor((covered * 100) / total) : 0 };
}
