/** Spec section 9: field limits of the login form. */
export const USER_ID_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 20;
