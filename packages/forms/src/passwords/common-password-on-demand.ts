/**
 * The common-password rule (`isCommonPassword`) loaded the first time a password is checked: the
 * list is about 40 kB compressed, and a page that asks for a new password (account creation's
 * credentials step) paints and takes typing without it. The rule and its list are the same
 * module the server and the synchronous schemas use, so the answer cannot differ.
 */
export async function isCommonPasswordOnDemand(password: string): Promise<boolean> {
  const { isCommonPassword } = await import('./common-password-rules.js');
  return isCommonPassword(password);
}
