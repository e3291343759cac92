import Box from '@mui/material/Box';

/** The network's logo, or its initial on the brand colour when it has none. Decorative: the name is next to it. */
export function NetworkLogo({ name, logo, size }: { name: string; logo: string | null; size: number }) {
  const frame = { width: size, height: size, borderRadius: 1.5, flexShrink: 0 } as const;
  if (logo) return <Box component="img" src={logo} alt="" width={size} height={size} sx={{ ...frame, objectFit: 'cover' }} />;
  return (
    <Box aria-hidden sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, fontSize: size / 2.2 }}>
      {name.charAt(0).toUpperCase()}
    </Box>
  );
}
