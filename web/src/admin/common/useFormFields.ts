import { useState } from 'react';

interface FieldMessages {
  /** The server's message for the field, from the last refused submit. */
  error?: string;
  /** The line under the field while nothing is wrong with it. */
  hint?: string;
}

/**
 * The text fields of a small hand-built form: their values, and the props of each MUI TextField.
 * A field refused on submit (`refuse`) shows why under it until its value changes; otherwise the
 * server's message for it, otherwise its hint.
 */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [refusals, setRefusals] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefusals((current) => ({ ...current, [name]: undefined }));
  };
  const refuse = (name: keyof Values, message: string) => setRefusals((current) => ({ ...current, [name]: message }));
  const bind = (name: keyof Values & string, { error, hint }: FieldMessages = {}) => {
    const message = refusals[name] ?? error;
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      error: Boolean(message),
      helperText: message ?? hint,
      fullWidth: true,
      margin: 'dense' as const,
    };
  };
  return { values, set, setValues, refuse, bind };
}
