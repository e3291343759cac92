import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export function PasswordField({ label, value, onChange, error, helperText, autoComplete, showLabel, hideLabel, describedBy, disabled }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  showLabel: string;
  hideLabel: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      autoComplete={autoComplete}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => setVisible((shown) => !shown)} aria-pressed={visible} sx={{ minWidth: 0 }}>
                {visible ? hideLabel : showLabel}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
