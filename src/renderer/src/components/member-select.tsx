import type { MemberChoice } from '../lib/team-members';
import { SelectField } from './form-field';

/** Picks one of the team's members by name, or nobody yet (the value ''). */
export function MemberSelect({
  label,
  members,
  value,
  onChange,
}: {
  label: string;
  members: readonly Pick<MemberChoice, 'id' | 'name'>[];
  value: string;
  onChange: (memberId: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">Nobody yet</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </SelectField>
  );
}
