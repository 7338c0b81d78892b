// Documented and operating, control by control (docs/decisions.md RD1). The database decides
// which sources document or evidence a control (`private.control_readiness`); this folds its
// rows into each control's two states and the framework figures, the same for the Evidence page,
// the Overview and the evidence pack's coverage.csv.
import type { Control, ControlFramework } from './types.ts';

export interface ReadinessRow {
  control_id: string;
  state: string;
  source: string;
  title: string;
  met: boolean;
  detail: string | null;
}

/** Whether a control is documented and operating: all the figures need. */
export interface ControlState {
  control: Control;
  documented: boolean;
  operating: boolean;
}

export interface ControlReadiness extends ControlState {
  /** The sources that document the control, then those that evidence it. */
  documentedBy: ReadinessRow[];
  operatingBy: ReadinessRow[];
  /** What would make a missing state true; empty for a state that holds. */
  missing: ReadinessRow[];
}

const SOURCE_LABELS: Record<string, string> = {
  policy: 'Policy',
  acceptance: 'Acceptance',
  review: 'Review',
  checklist: 'Checklist',
  training: 'Training',
  risk: 'Risk',
  vendor: 'Vendors',
  asset: 'Assets',
  integration: 'Integration test',
};

/** "Acceptance: Access Control Policy (9 of 10 members accepted version 2)". */
export function describeSource(row: ReadinessRow): string {
  const label = `${SOURCE_LABELS[row.source] ?? row.source}: ${row.title}`;
  return row.detail ? `${label} (${row.detail})` : label;
}

/**
 * The rows by source, then title, in the reader's language. The same few titles recur across a
 * hundred controls: each distinct text is ranked once with one collator and the rows are sorted by
 * those ranks, rather than comparing texts again for every pair of rows.
 */
function inListOrder(rows: readonly ReadinessRow[]): ReadinessRow[] {
  const collator = new Intl.Collator();
  const texts = [...new Set(rows.flatMap((row) => [row.source, row.title]))].sort(collator.compare);
  const rank = new Map(texts.map((text, index) => [text, index]));
  const rankOf = (text: string) => rank.get(text) ?? 0;
  return [...rows].sort(
    (a, b) => rankOf(a.source) - rankOf(b.source) || rankOf(a.title) - rankOf(b.title),
  );
}

export function readinessOf(
  controls: readonly Control[],
  rows: readonly ReadinessRow[],
): ControlReadiness[] {
  const byControl = new Map<string, ReadinessRow[]>();
  for (const row of inListOrder(rows)) {
    const list = byControl.get(row.control_id) ?? [];
    list.push(row);
    byControl.set(row.control_id, list);
  }
  return controlStates(controls, rows).map((state) => {
    const own = byControl.get(state.control.id) ?? [];
    const ofState = (name: string) => own.filter((row) => row.state === name);
    return {
      ...state,
      documentedBy: ofState('documented').filter((row) => row.met),
      operatingBy: ofState('operating').filter((row) => row.met),
      missing: [
        ...(state.documented ? [] : ofState('documented')),
        ...(state.operating ? [] : ofState('operating')),
      ],
    };
  });
}

/**
 * Each control's two states without its lists of sources: the Overview shows only the figures,
 * and ordering the lists is the costly part (the first collator of a page loads the language's
 * rules).
 */
export function controlStates(
  controls: readonly Control[],
  rows: readonly Pick<ReadinessRow, 'control_id' | 'state' | 'met'>[],
): ControlState[] {
  const met = (state: string) =>
    new Set(rows.filter((row) => row.met && row.state === state).map((row) => row.control_id));
  const documented = met('documented');
  const operating = met('operating');
  return controls.map((control) => ({
    control,
    documented: documented.has(control.id),
    operating: operating.has(control.id),
  }));
}

export interface ReadinessFigure {
  total: number;
  documented: number;
  operating: number;
  /** Whole percentages, rounded down. */
  documentedPercent: number;
  operatingPercent: number;
}

export function readinessFigure(
  readiness: readonly ControlState[],
  framework: ControlFramework,
): ReadinessFigure {
  const ofFramework = readiness.filter((entry) => entry.control.framework === framework);
  const total = ofFramework.length;
  const documented = ofFramework.filter((entry) => entry.documented).length;
  const operating = ofFramework.filter((entry) => entry.operating).length;
  const percent = (count: number) => (total ? Math.floor((count * 100) / total) : 0);
  return {
    total,
    documented,
    operating,
    documentedPercent: percent(documented),
    operatingPercent: percent(operating),
  };
}
