import type { DatiPersonali, StimaPassword, StimatorePassword } from '@ricambiamo/contracts';
import { caricaStimatorePassword } from '@ricambiamo/contracts';
import { useEffect, useMemo, useState } from 'react';

/**
 * The strength of the password being typed. The estimator and its dictionaries are downloaded when a page that calls
 * this opens, never with the rest of the site; until then, for an empty field, and if the download fails, there is no
 * estimate, and the server alone applies the rule.
 */
export function useStimaPassword(password: string, { nome, email }: DatiPersonali = {}): StimaPassword | null {
  const [stimatore, setStimatore] = useState<StimatorePassword | null>(null);

  useEffect(() => {
    let montato = true;
    caricaStimatorePassword().then(
      (caricato) => montato && setStimatore(() => caricato),
      () => undefined,
    );
    return () => {
      montato = false;
    };
  }, []);

  return useMemo(
    () => (stimatore && password ? stimatore(password, { nome, email }) : null),
    [stimatore, password, nome, email],
  );
}
