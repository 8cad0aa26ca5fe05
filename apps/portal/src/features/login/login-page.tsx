import { Suspense } from 'react';
import { deferredComponent } from '../../app/deferred-component.js';
import { loginCopy } from './login-copy.js';
import * as styles from './login-page.css.js';

/**
 * The form is a deferred part: its module brings zod, react-hook-form and the API client, about
 * a third of what /login would otherwise preload before its first paint (issue 6 "Speed"; the
 * member-facing `/` of MP). A prerendered /login preloads it at low priority, so it arrives
 * after what the first paint needs; the route waits for it (routes.tsx), so the page is never
 * shown or hydrated without its form.
 */
const loginForm = deferredComponent(
  () => import('./login-form.js'),
  (module) => module.LoginForm,
);

/** What the route waits for, beside this module, before rendering the page in the browser. */
export const deferredParts = [loginForm];

const LoginForm = loginForm.Component;

/** /login (spec section 3): the sign-in page of both editions. */
export function LoginPage() {
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {loginCopy.heading}
      </h1>
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </section>
  );
}
