import { loginCopy } from './login-copy.js';
import { LoginForm } from './login-form.js';
import * as styles from './login-page.css.js';

/** /login (spec section 3): the sign-in page of both editions. */
export function LoginPage() {
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <div className={styles.panel}>
        <h1 id="login-heading" className={styles.heading}>
          {loginCopy.heading}
        </h1>
        <LoginForm />
      </div>
    </section>
  );
}
