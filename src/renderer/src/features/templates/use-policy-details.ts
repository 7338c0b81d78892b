import { useCallback, useEffect, useState } from 'react';
import { platform } from '#platform';
import {
  DETAILS_PREFERENCE_KEY,
  EMPTY_DETAILS,
  parseStoredDetails,
  type PolicyDetails,
} from '../../lib/policy-details';

/** The customisation values, remembered on this device through the platform adapter. */
export function usePolicyDetails() {
  const [details, setDetails] = useState<PolicyDetails>(EMPTY_DETAILS);

  useEffect(() => {
    let active = true;
    void platform.preferences.get(DETAILS_PREFERENCE_KEY).then((stored) => {
      if (active) setDetails(parseStoredDetails(stored));
    });
    return () => {
      active = false;
    };
  }, []);

  const update = useCallback((field: keyof PolicyDetails, value: string) => {
    setDetails((current) => {
      const next = { ...current, [field]: value };
      void platform.preferences.set(DETAILS_PREFERENCE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setDetails(EMPTY_DETAILS);
    void platform.preferences.remove(DETAILS_PREFERENCE_KEY);
  }, []);

  return { details, update, clear };
}
