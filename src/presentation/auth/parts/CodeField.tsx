import TextField from '@mui/material/TextField';

/**
 * The 6-character one-time code: one field (screen readers and paste work as with any input),
 * numeric keyboard for phone codes, the platform's one-time-code autofill.
 */
export function CodeField({ value, onChange, label, kind, error, helperText, disabled, autoFocus }: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  kind: 'phone' | 'email';
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: kind === 'phone' ? 'numeric' : 'text',
          maxLength: 6,
          spellCheck: false,
          style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center', textTransform: kind === 'email' ? 'uppercase' : 'none' },
        },
      }}
    />
  );
}
