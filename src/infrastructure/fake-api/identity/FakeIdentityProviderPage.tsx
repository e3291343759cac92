import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IdentityProvider } from '../../../domain/auth/Tokens';
import { fakeProviderToken, IDENTITY_PROVIDERS } from '../rules/providerToken';

export const FAKE_IDP_PATH_PREFIX = '/__demo/idp/';

const PROVIDER_NAMES: Record<IdentityProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  apple: 'Apple',
  'y-tech': 'Y-Tech',
  'sports-alliance': 'Sports Alliance',
  cvespa: 'CVESPA',
  'custom-sso': 'Northwind ID',
};

function providerOf(pathname: string): IdentityProvider | null {
  const name = pathname.slice(FAKE_IDP_PATH_PREFIX.length).replace(/\/$/, '');
  return (IDENTITY_PROVIDERS as readonly string[]).includes(name) ? (name as IdentityProvider) : null;
}

/** Same-origin redirect targets only: the fake provider never sends a token elsewhere. */
function safeRedirect(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Demo mode's stand-in for an identity provider's sign-in page (Google and Facebook open it in a
 * popup, SSO providers redirect to it). Continuing returns a fake provider token the fake back end
 * accepts; cancelling closes the popup or goes back without one.
 */
export function FakeIdentityProviderPage() {
  const params = new URLSearchParams(window.location.search);
  const provider = providerOf(window.location.pathname);
  const redirect = safeRedirect(params.get('redirect_uri'));
  const state = params.get('state') ?? '';
  const [email, setEmail] = useState(`alex.${provider ?? 'demo'}@example.com`.replace(/[^a-z0-9.@-]/g, ''));
  const [firstName, setFirstName] = useState('Alex');
  const [lastName, setLastName] = useState('Morgan');

  const finish = (fragment: URLSearchParams) => {
    if (!redirect) return;
    fragment.set('state', state);
    window.location.assign(`${redirect.origin}${redirect.pathname}${redirect.search}#${fragment.toString()}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!provider) return;
    finish(new URLSearchParams({ access_token: fakeProviderToken(provider, { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() }) }));
  };
  const cancel = () => {
    if (window.opener) window.close();
    else finish(new URLSearchParams({ error: 'access_denied' }));
  };

  if (!provider || !redirect) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Typography variant="h1">This demo sign-in link is not valid.</Typography>
      </Box>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: '#eef1f6' }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 3, width: '100%', maxWidth: 420 }} aria-labelledby="fake-idp-title">
        <Stack spacing={2}>
          <Typography id="fake-idp-title" variant="h1" sx={{ fontSize: '1.5rem' }}>
            Sign in with {PROVIDER_NAMES[provider]}
          </Typography>
          <Typography color="text.secondary">
            Demo identity provider: nothing leaves this browser. Choose who you are, then continue.
          </Typography>
          <TextField label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
          <TextField label="First name" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          <TextField label="Last name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>Cancel</Button>
            <Button type="submit" variant="contained">
              Continue
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
