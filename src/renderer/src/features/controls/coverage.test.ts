import { describe, expect, it } from 'vitest';
import { allControls, soc2Controls } from '../../../../content/controls';
import { coverageOf, frameworkFigure } from './coverage';

describe('coverageOf and frameworkFigure', () => {
  it('lists each control’s sources and counts covered controls per framework', () => {
    const coverage = coverageOf(allControls, [
      { control_id: 'CC6.1', source: 'policy', title: 'Access Control Policy' },
      {
        control_id: 'CC6.1',
        source: 'checklist',
        title: 'Access Review Template: List all systems',
      },
      { control_id: 'A.5.15', source: 'policy', title: 'Access Control Policy' },
      { control_id: 'NOT-A-CONTROL', source: 'policy', title: 'Ignored' },
    ]);
    expect(coverage.find((entry) => entry.control.id === 'CC6.1')!.sources).toEqual([
      { source: 'checklist', title: 'Access Review Template: List all systems' },
      { source: 'policy', title: 'Access Control Policy' },
    ]);
    expect(frameworkFigure(coverage, 'SOC 2')).toEqual({
      covered: 1,
      total: soc2Controls.length,
      percent: Math.floor(100 / soc2Controls.length),
    });
    expect(frameworkFigure(coverage, 'ISO 27001')).toEqual({ covered: 1, total: 93, percent: 1 });
  });
});
