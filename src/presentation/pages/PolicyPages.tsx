import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COOKIE_CATEGORIES } from '../../domain/cookies/CookieCatalogue';
import { COOKIE_POLICY_REVISION } from '../../domain/cookies/CookiePolicyRevision';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { TranslationKey } from '../i18n/I18n';
import { useI18n } from '../kit/Resolver';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { CookieTable, cookieCatalogueText } from '../cookies';
import { PolicyText } from './PolicyText';
import { revisionDate } from './revisionDate';

type PolicyKind = 'privacy' | 'conduct' | 'cookies';

interface PolicyEntry {
  path: string;
  title: TranslationKey;
  summary: TranslationKey;
}

/** The documents of /terms, each at its canonical address (the short forms show the same page). */
const POLICIES: Record<PolicyKind, PolicyEntry> = {
  privacy: { path: NETWORK_PATHS.termsPrivacyPolicy, title: 'pages.privacy.title', summary: 'pages.policies.privacySummary' },
  conduct: { path: NETWORK_PATHS.termsCodeOfConduct, title: 'pages.conduct.title', summary: 'pages.policies.conductSummary' },
  cookies: { path: NETWORK_PATHS.termsCookiePolicy, title: 'pages.cookies.title', summary: 'pages.policies.cookiesSummary' },
};

type Section = readonly [heading: TranslationKey, body: TranslationKey];

const PRIVACY_SECTIONS: readonly Section[] = [
  ['pages.privacy.controller.heading', 'pages.privacy.controller.body'],
  ['pages.privacy.data.heading', 'pages.privacy.data.body'],
  ['pages.privacy.purposes.heading', 'pages.privacy.purposes.body'],
  ['pages.privacy.sharing.heading', 'pages.privacy.sharing.body'],
  ['pages.privacy.retention.heading', 'pages.privacy.retention.body'],
  ['pages.privacy.rights.heading', 'pages.privacy.rights.body'],
  ['pages.privacy.age.heading', 'pages.privacy.age.body'],
  ['pages.privacy.security.heading', 'pages.privacy.security.body'],
  ['pages.privacy.changes.heading', 'pages.privacy.changes.body'],
];

const CONDUCT_SECTIONS: readonly Section[] = [
  ['pages.conduct.respect.heading', 'pages.conduct.respect.body'],
  ['pages.conduct.harm.heading', 'pages.conduct.harm.body'],
  ['pages.conduct.content.heading', 'pages.conduct.content.body'],
  ['pages.conduct.privacy.heading', 'pages.conduct.privacy.body'],
  ['pages.conduct.advertising.heading', 'pages.conduct.advertising.body'],
  ['pages.conduct.accounts.heading', 'pages.conduct.accounts.body'],
  ['pages.conduct.reporting.heading', 'pages.conduct.reporting.body'],
  ['pages.conduct.moderation.heading', 'pages.conduct.moderation.body'],
  ['pages.conduct.changes.heading', 'pages.conduct.changes.body'],
];

/** /terms: the index of the network's policies. */
export const TermsPage = observer(function TermsPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  usePageTitle(i18n.t('pages.policies.title'));
  const name = shell.network?.name ?? '';
  const entries: PolicyEntry[] = [
    ...Object.values(POLICIES),
    { path: NETWORK_PATHS.deleteMyAccount, title: 'pages.policies.deleteAccount', summary: 'pages.policies.deleteAccountSummary' },
  ];
  return (
    <PageFrame>
      <Typography variant="h1" component="h1">
        {i18n.t('pages.policies.title')}
      </Typography>
      <Typography sx={{ my: 2 }}>{i18n.t('pages.policies.intro', { name })}</Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Link component={RouterLink} to={pathTo(entry.path)} variant="h3" underline="hover">
                {i18n.t(entry.title)}
              </Link>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {i18n.t(entry.summary)}
              </Typography>
            </Paper>
          </li>
        ))}
      </Stack>
    </PageFrame>
  );
});

/** /terms/privacy-policy and /privacy-policy. */
export const PrivacyPolicyPage = observer(function PrivacyPolicyPage() {
  const i18n = useI18n();
  const name = useNetwork().shell.network?.name ?? '';
  return (
    <PolicyDocument kind="privacy">
      <PolicyText text={i18n.t('pages.privacy.intro', { name })} />
      <Sections sections={PRIVACY_SECTIONS} name={name} />
    </PolicyDocument>
  );
});

/** /terms/code-of-conduct and /code-of-conduct. */
export const CodeOfConductPage = observer(function CodeOfConductPage() {
  const i18n = useI18n();
  const name = useNetwork().shell.network?.name ?? '';
  return (
    <PolicyDocument kind="conduct">
      <PolicyText text={i18n.t('pages.conduct.intro', { name })} />
      <Sections sections={CONDUCT_SECTIONS} name={name} />
    </PolicyDocument>
  );
});

/** /terms/cookie-policy and /cookie-policy: the same catalogue the cookie popup shows. */
export const CookiePolicyPage = observer(function CookiePolicyPage() {
  const i18n = useI18n();
  const name = useNetwork().shell.network?.name ?? '';
  return (
    <PolicyDocument kind="cookies" updated={revisionDate(COOKIE_POLICY_REVISION, i18n.locale)}>
      <PolicyText text={i18n.t('pages.cookies.intro', { name })} />
      <Sections sections={[['cookieCatalogue.howTheyWork.title', 'cookieCatalogue.howTheyWork.body']]} name={name} />
      <Box component="section" aria-labelledby="cookie-categories">
        <SectionHeading id="cookie-categories">{i18n.t('pages.cookies.categories.heading')}</SectionHeading>
        <PolicyText text={i18n.t('pages.cookies.categories.body')} />
        {COOKIE_CATEGORIES.map((category) => (
          <Box key={category.id} sx={{ mt: 2 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h3" component="h3">
                {cookieCatalogueText.categoryName(i18n, category.id)}
              </Typography>
              <Chip size="small" variant="outlined" label={i18n.t(category.optional ? 'cookieCatalogue.optional' : 'cookieCatalogue.alwaysActive')} />
            </Stack>
            <Typography sx={{ mt: 0.5 }}>{cookieCatalogueText.categoryDescription(i18n, category.id)}</Typography>
          </Box>
        ))}
      </Box>
      <Box component="section" aria-labelledby="cookie-list">
        <SectionHeading id="cookie-list">{i18n.t('pages.cookies.list.heading')}</SectionHeading>
        <CookieTable />
      </Box>
      <Sections
        sections={[
          ['pages.cookies.choices.heading', 'pages.cookies.choices.body'],
          ['pages.cookies.thirdParties.heading', 'pages.cookies.thirdParties.body'],
        ]}
        name={name}
      />
    </PolicyDocument>
  );
});

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/** One policy: a way back to the index, the title, the text, then the other documents. */
const PolicyDocument = observer(function PolicyDocument({ kind, updated, children }: { kind: PolicyKind; updated?: string; children: ReactNode }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  usePageTitle(i18n.t(POLICIES[kind].title));
  const others = (Object.keys(POLICIES) as PolicyKind[]).filter((other) => other !== kind);
  return (
    <PageFrame>
      <Link component={RouterLink} to={pathTo(NETWORK_PATHS.terms)} variant="body2">
        ← {i18n.t('pages.policies.all')}
      </Link>
      <Box component="article" sx={{ mt: 2 }}>
        <Typography variant="h1" component="h1">
          {i18n.t(POLICIES[kind].title)}
        </Typography>
        {updated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {i18n.t('pages.policies.updated', { date: updated })}
          </Typography>
        )}
        {children}
      </Box>
      <Box component="nav" aria-labelledby="related-policies" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography id="related-policies" variant="h3" component="h2">
          {i18n.t('pages.policies.related')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, mb: 0 }}>
          {others.map((other) => (
            <li key={other}>
              <Link component={RouterLink} to={pathTo(POLICIES[other].path)}>
                {i18n.t(POLICIES[other].title)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </PageFrame>
  );
});

function Sections({ sections, name }: { sections: readonly Section[]; name: string }) {
  const i18n = useI18n();
  return (
    <>
      {sections.map(([heading, body]) => (
        <Box component="section" key={heading}>
          <SectionHeading>{i18n.t(heading, { name })}</SectionHeading>
          <PolicyText text={i18n.t(body, { name })} />
        </Box>
      ))}
    </>
  );
}

function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" component="h2" sx={{ mt: 4, mb: 1 }}>
      {children}
    </Typography>
  );
}
