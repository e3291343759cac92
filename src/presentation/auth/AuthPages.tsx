import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useCallback, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import type { TranslationKey } from '../i18n/I18n';
import { NetworkHomePage } from '../content';
import type { AuthDialogRequest } from './AuthController';

/** The longest the modal of an auth page waits for the home under it (a slow list or picture). */
export const AUTH_PAGE_LATEST_OPENING_MS = 1500;

/**
 * /login, /register and /forgot-password (spec §2): the network home with the matching flow open;
 * when the modal closes, the address goes back to the home. A `?return=` path is honoured after login
 * on paid networks (the access policy validates it). The modal opens once the home's first screen is
 * there (or after AUTH_PAGE_LATEST_OPENING_MS): its code then loads without holding back the page.
 */
const AuthPage = observer(function AuthPage({ request, title }: { request: Partial<AuthDialogRequest>; title: TranslationKey }) {
  const controller = usePresenter(PRESENTERS.AuthController);
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  usePageTitle(i18n.t(title));
  const navigate = useNavigate();
  const opened = useRef(false);
  const requested = useRef(request);
  const open = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    const returnPath = new URLSearchParams(window.location.search).get('return');
    controller.open({ ...requested.current, returnPath });
  }, [controller]);
  useEffect(() => {
    const latest = window.setTimeout(open, AUTH_PAGE_LATEST_OPENING_MS);
    return () => window.clearTimeout(latest);
  }, [open]);
  // After the frame that shows the first screen: a preloaded cover is there before it is painted.
  const openAfterPaint = useCallback(() => requestAnimationFrame(() => window.setTimeout(open, 0)), [open]);
  useEffect(() => {
    if (opened.current && !controller.isOpen) navigate(pathTo(NETWORK_PATHS.home), { replace: true });
  }, [controller.isOpen, navigate, pathTo]);
  return <NetworkHomePage onFirstScreen={openAfterPaint} />;
});

export const LoginPage = () => <AuthPage request={{ mode: 'sign-in' }} title="header.signIn" />;
export const RegisterPage = () => <AuthPage request={{ mode: 'sign-up' }} title="header.signUp" />;
export const ForgotPasswordPage = () => <AuthPage request={{ mode: 'sign-in', forgotPassword: true }} title="header.resetPassword" />;
