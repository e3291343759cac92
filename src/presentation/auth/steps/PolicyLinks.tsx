import { Link } from 'react-router-dom';
import { NETWORK_PATHS } from '../../../domain/navigation/NetworkPaths';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** The sentence under the sign-in buttons that links the privacy policy and the code of conduct. */
export function PolicyLinks({ pathTo }: Omit<StepProps, 'modal'>) {
  const i18n = useI18n();
  // The sentence is translated whole; the two links are placed where its placeholders stand.
  const [before, rest = ''] = i18n.t('auth.cta.policies', { conduct: '{{conduct}}' }).split('{{privacy}}');
  const [middle, after] = rest.split('{{conduct}}');
  return (
    <p className="auth-note">
      {before}
      <Link to={pathTo(NETWORK_PATHS.privacyPolicy)}>{i18n.t('auth.cta.privacyPolicy')}</Link>
      {middle}
      <Link to={pathTo(NETWORK_PATHS.codeOfConduct)}>{i18n.t('auth.cta.codeOfConduct')}</Link>
      {after}
    </p>
  );
}
