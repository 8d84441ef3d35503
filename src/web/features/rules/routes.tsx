import { Navigate, type RouteObject, useLocation } from 'react-router';

/**
 * The unsubscribe links of reminder and prospection mails sent before /desabonnement existed: they
 * land on the one page every mail's link leads to, which reads their tokens too (issue 36 §4).
 */
function ToOptOutPage() {
  const { search } = useLocation();
  return <Navigate to={`/desabonnement${search}`} replace />;
}

export const routes: RouteObject[] = [
  { path: 'desinscription/rappels', Component: ToOptOutPage },
  { path: 'desinscription/prospection', Component: ToOptOutPage },
];
