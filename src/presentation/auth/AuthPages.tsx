import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { useNetwork } from '../shell/NetworkContext';
import { NetworkHomePage } from '../home/NetworkHomePage';
import type { AuthController, AuthDialogRequest } from './AuthController';

/**
 * /login, /register and /forgot-password (spec §2): the network home with the matching flow open;
 * when the modal closes, the address goes back to the home. A `?return=` path is honoured after login
 * on paid networks (the access policy validates it).
 */
const AuthPage = observer(function AuthPage({ request }: { request: Partial<AuthDialogRequest> }) {
  const controller = useService<AuthController>(PRESENTATION.AuthController);
  const { pathTo } = useNetwork();
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    const returnPath = new URLSearchParams(window.location.search).get('return');
    controller.open({ ...request, returnPath });
    opened.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once per visit of the page
  }, [controller]);
  useEffect(() => {
    if (opened.current && !controller.isOpen) navigate(pathTo(NETWORK_PATHS.home), { replace: true });
  }, [controller.isOpen, navigate, pathTo]);
  return <NetworkHomePage />;
});

export const LoginPage = () => <AuthPage request={{ mode: 'sign-in' }} />;
export const RegisterPage = () => <AuthPage request={{ mode: 'sign-up' }} />;
export const ForgotPasswordPage = () => <AuthPage request={{ mode: 'sign-in', forgotPassword: true }} />;
