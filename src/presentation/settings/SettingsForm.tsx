import { useRef, type ReactNode } from 'react';
import Stack, { type StackProps } from '@mui/material/Stack';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/**
 * The form of a settings section, named by the section's heading (SettingsSection `id`): Enter or its submit button
 * saves, and after a refused save the keyboard lands on the first field in error.
 */
export function SettingsForm({ sectionId, errors, onSave, sx, children }: { sectionId: string; errors: object; onSave: () => unknown; sx?: StackProps['sx']; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={`${sectionId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      sx={sx}
    >
      {children}
    </Stack>
  );
}
