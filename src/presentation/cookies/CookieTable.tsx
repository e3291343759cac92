import { observer } from 'mobx-react-lite';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COOKIE_CATALOGUE, type CookieDefinition } from '../../domain/cookies/CookieCatalogue';
import { cookieCatalogueText } from './cookieCatalogueText';
import { useI18n } from '../kit/Resolver';

/**
 * Every cookie of the catalogue with its purpose, duration and category, in the reader's language:
 * the cookie policy's list, and the cookie popup's 'used cookies' tab. The module that loads either
 * registers the catalogue's messages first.
 */
export const CookieTable = observer(function CookieTable({ cookies = COOKIE_CATALOGUE, withCategory = true }: { cookies?: readonly CookieDefinition[]; withCategory?: boolean }) {
  const i18n = useI18n();
  const label = i18n.t('cookieCatalogue.tableLabel');
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: withCategory ? 640 : 480 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{i18n.t('cookieCatalogue.column.name')}</TableCell>
            <TableCell scope="col">{i18n.t('cookieCatalogue.column.purpose')}</TableCell>
            <TableCell scope="col">{i18n.t('cookieCatalogue.column.duration')}</TableCell>
            {withCategory && <TableCell scope="col">{i18n.t('cookieCatalogue.column.category')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {cookies.map((cookie) => (
            <TableRow key={cookie.name} data-cookie={cookie.name}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {cookie.name}
                </Typography>
                {cookie.provider && (
                  <Typography variant="body2" color="text.secondary">
                    {i18n.t('cookieCatalogue.setBy', { provider: cookie.provider })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{cookieCatalogueText.purpose(i18n, cookie)}</TableCell>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>{cookieCatalogueText.duration(i18n, cookie.duration)}</TableCell>
              {withCategory && <TableCell sx={{ verticalAlign: 'top' }}>{cookieCatalogueText.categoryName(i18n, cookie.category)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
