import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { policyBlocks } from './policyBlocks';

/** A section body of the pages' catalogue as paragraphs and bulleted lists. */
export function PolicyText({ text }: { text: string }) {
  return (
    <>
      {policyBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <Box component="ul" key={index} sx={{ pl: 3, my: 1.5, '& > li': { mb: 0.75 } }}>
            {block.items.map((item, itemIndex) => (
              <Typography component="li" key={itemIndex}>
                {item}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={index} sx={{ my: 1.5 }}>
            {block.text}
          </Typography>
        ),
      )}
    </>
  );
}
