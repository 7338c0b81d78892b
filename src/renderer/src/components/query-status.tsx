import type { ReactNode } from 'react';
import type { QueryView } from '../lib/query-store';
import { FormMessage } from './form-field';

/**
 * What a page shows of one query: `loading` while it loads (nothing when not given), `failed` as
 * an alert when it failed, then `children` with the data.
 */
export function QueryStatus<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryView<T>;
  loading?: string;
  failed: string | ((error: unknown) => string);
  children: (data: T) => ReactNode;
}) {
  if (query.state === 'loading') return loading ? <p role="status">{loading}</p> : null;
  if (query.state === 'error') {
    return (
      <FormMessage kind="error">
        {typeof failed === 'string' ? failed : failed(query.error)}
      </FormMessage>
    );
  }
  return children(query.data);
}
