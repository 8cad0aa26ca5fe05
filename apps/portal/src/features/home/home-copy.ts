export const homeCopy = {
  title: 'Home',
  enroll: 'Enroll now',
  logIn: 'Log in',
} as const;
