import { TwoStepLayout } from '../features/two-step/two-step-layout.js';

// Guarded by its layout: only a sign-in waiting for its one-time code may enter. Its pages are
// neither member pages (there is no session yet) nor public ones: 'unguarded'.
export default TwoStepLayout;
