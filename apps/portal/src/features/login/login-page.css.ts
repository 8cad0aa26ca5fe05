export {
  formActions as actions,
  pageForm as form,
  pageHeading as heading,
  signInPage as page,
} from '../../styles/page-layout.css.js';
