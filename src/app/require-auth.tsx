// Pages outside the auth-exempt list need a token; without one the visitor goes to the
// login that fits the path (seed 000 §2 'Access without login').
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../api/session';
import { loginPathFor } from '../engine/auth-paths';

/** Renders children only for a visitor with a session token. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (session.token) return <>{children}</>;
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
