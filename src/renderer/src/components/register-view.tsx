import { useState, type ReactNode } from 'react';
import {
  invalidateQueries,
  useQuery,
  type Query,
  type QueryFetcher,
  type QueryKey,
} from '../lib/use-query';
import { DashboardPage } from './dashboard-sections';
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

/** A register page's data: the register loaded under `registerKey`, and its status line. */
export function useRegister<Register>(
  registerKey: QueryKey,
  load: QueryFetcher<Register>,
  beforeRefresh?: () => void,
) {
  const register = useQuery(registerKey, load);
  return { register, ...useRegisterStatus(registerKey, beforeRefresh) };
}

/**
 * A register page (risks, vendors, assets): its header and the dashboard's sections, the status line, then
 * the register once loaded. A form sent below clears the status line: an earlier "Added …" never
 * stands beside a new refusal.
 */
export function RegisterView<Register>({
  title,
  lead,
  register,
  status,
  clearStatus,
  loading,
  failed,
  children,
}: {
  title: string;
  lead: string;
  register: Query<Register>;
  status: string;
  clearStatus: () => void;
  loading: string;
  failed: string;
  children: (register: Register) => ReactNode;
}) {
  return (
    <DashboardPage title={title} lead={lead}>
      <p role="status">{status}</p>
      <div onSubmitCapture={clearStatus}>
        <QueryStatus query={register} loading={loading} failed={failed}>
          {children}
        </QueryStatus>
      </div>
    </DashboardPage>
  );
}
