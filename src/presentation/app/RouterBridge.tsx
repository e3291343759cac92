import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouterBinding } from '../tokens';

/** Hands the router to the Navigator adapter, so use cases can move the visitor. */
export function RouterBridge({ binding }: { binding: RouterBinding }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  useLayoutEffect(() => {
    binding.attach({
      navigate: (to, options) => void navigate(to, options),
      location: () => current.current,
    });
  }, [binding, navigate]);
  return null;
}
