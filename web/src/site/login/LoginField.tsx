interface LoginFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
}

/** A labelled input whose error is read out with it. */
export function LoginField({ id, label, value, onChange, error, type = 'text', autoComplete, inputMode, autoFocus }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="login__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="login__error">
          {error}
        </p>
      )}
    </div>
  );
}
