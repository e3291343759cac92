import { observer } from 'mobx-react-lite';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProfileField } from '../../domain/auth/validation';
import type { CustomFieldDefinition } from '../../domain/network/NetworkCustomization';
import type { FieldNote } from '../kit/lengthNote';
import { useI18n } from '../kit/Resolver';

type PersonalField = 'firstName' | 'lastName' | 'birthday';

/** What the profile's fields need of their form: the after-login 'About you' dialog, or the settings page. */
export interface ProfileFieldsForm {
  values: Record<PersonalField, string>;
  errors: Partial<Record<ProfileField, string>>;
  answers: Record<string, string>;
  customFields: readonly CustomFieldDefinition[];
  asksBirthday: boolean;
  /** The network's questions are on their way. */
  loadingQuestions: boolean;
  birthdayBounds: { min: string; max: string };
  /** Under a name: its problem, or its counter near the limit. */
  nameNote(field: 'firstName' | 'lastName'): FieldNote;
  fieldTyped(field: PersonalField, value: string): void;
  answerTyped(questionId: string, value: string): void;
  errorOf(questionId: string): string | undefined;
  /** Whether the network's question must be answered here. */
  requires(question: CustomFieldDefinition): boolean;
  /** The question's problem, or a word on what a blank answer means. */
  hintOf(question: CustomFieldDefinition): string | undefined;
}

/**
 * The member's names, birthday (when the network asks it) and the network's own questions: one set of fields,
 * with one wording, for every form that edits a profile. On a wide screen the names can share a row.
 */
export const ProfileFields = observer(function ProfileFields({ form, namesInRow = false, autoFocus = false }: { form: ProfileFieldsForm; namesInRow?: boolean; autoFocus?: boolean }) {
  const i18n = useI18n();
  return (
    <>
      <Stack direction={namesInRow ? { xs: 'column', md: 'row' } : 'column'} spacing={2}>
        {(['firstName', 'lastName'] as const).map((field, index) => (
          <TextField
            key={field}
            label={i18n.t(`profile.fields.${field}`)}
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            required
            value={form.values[field]}
            onChange={(event) => form.fieldTyped(field, event.target.value)}
            {...form.nameNote(field)}
            fullWidth
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </Stack>
      {form.asksBirthday && (
        <TextField
          label={i18n.t('profile.fields.birthday')}
          type="date"
          autoComplete="bday"
          required
          value={form.values.birthday}
          onChange={(event) => form.fieldTyped('birthday', event.target.value)}
          error={!!form.errors.birthday}
          helperText={form.errors.birthday || i18n.t('profile.fields.birthdayHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.birthdayBounds.min, max: form.birthdayBounds.max } }}
          sx={namesInRow ? { maxWidth: { md: 280 } } : undefined}
          fullWidth
        />
      )}
      {form.customFields.map((question) => (
        <TextField
          key={question.id}
          label={question.field}
          required={form.requires(question)}
          value={form.answers[question.id] ?? ''}
          onChange={(event) => form.answerTyped(question.id, event.target.value)}
          error={!!form.errorOf(question.id)}
          helperText={form.hintOf(question)}
          fullWidth
        />
      ))}
      {form.loadingQuestions && (
        <Typography role="status" color="text.secondary">
          {i18n.t('profile.fields.loadingQuestions')}
        </Typography>
      )}
    </>
  );
});
