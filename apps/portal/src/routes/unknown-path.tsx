import { Navigate } from 'react-router';

/** Spec section 2: any other path shows the page-not-found page. */
export default function UnknownPath() {
  return <Navigate to="/page-not-found" replace />;
}
