import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ChecklistLine {
  label: string;
  met: boolean;
}

/** The live three-line checklist of the standard password rule (spec §5). */
export function PasswordChecklist({ title, lines, id }: { title: string; lines: ChecklistLine[]; id: string }) {
  return (
    <Box id={id} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {lines.map((line) => (
          <Typography
            key={line.label}
            component="li"
            variant="body2"
            sx={{ color: line.met ? 'success.dark' : 'text.secondary', display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <Box component="span" aria-hidden sx={{ width: 16, textAlign: 'center', fontWeight: 700 }}>
              {line.met ? '✓' : '•'}
            </Box>
            <span>{line.label}</span>
            {/* '1px', not 1: in sx a 1 is 100%, which made this hidden text as wide as the page. */}
            <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {line.met ? ' ✓' : ''}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
