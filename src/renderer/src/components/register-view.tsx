import { useState, type ReactNode } from 'react';
import { invalidateQueries, type Query, type QueryKey } from '../lib/use-query';
import { PageHeader } from './page-header';
import { QueryStatus } from './query-status';

/** What a register page's section is given: its team, the loaded register, and `onDone`. */
export interface RegisterSectionProps<Register> {
  teamId: string;
  register: Register;
  /** After a change: load the register again, then say `message`. */
  onDone: (message: string) => Promise<void>;
}

/**
 * A register's changes are said in one status line: `done` invalidates the register's key (after
 * `beforeRefresh`, which closes what was open), then says what changed.
 */
export function useRegisterStatus(registerKey: QueryKey, beforeRefresh?: () => void) {
  const [status, setStatus] = useState('');
  const done = async (message: string) => {
    beforeRefresh?.();
    await invalidateQueries(registerKey);
    setStatus(message);
  };
  return { status, setStatus, done };
}

/**
 * A register page (risks, vendors, assets): its header and section links, the status line, then
 * the register once loaded.
 */
export function RegisterView<Register>({
  title,
  lead,
  sections,
  register,
  status,
  loading,
  failed,
  children,
}: {
  title: string;
  lead: string;
  /** The links to the dashboard's other sections. */
  sections: ReactNode;
  register: Query<Register>;
  status: string;
  loading: string;
  failed: string;
  children: (register: Register) => ReactNode;
}) {
  return (
    <div className="container">
      <PageHeader title={title} lead={lead} />
      {sections}
      <p role="status">{status}</p>
      <QueryStatus query={register} loading={loading} failed={failed}>
        {children}
      </QueryStatus>
    </div>
  );
}
