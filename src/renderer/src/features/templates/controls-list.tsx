import type { PolicyControls } from '@content/policies/types';
import { controlGroups } from '@documents/policy-controls';

export function ControlsList({ controls }: { controls: PolicyControls }) {
  return (
    <dl className="controls-list">
      {controlGroups(controls).map((group) => (
        <div key={group.framework}>
          <dt>{group.framework}</dt>
          <dd>{group.ids.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
