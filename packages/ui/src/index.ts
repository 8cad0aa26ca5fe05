// The layer order before any component's styles (@portal/tokens' `layers`).
import './internal/layer-order.css';

export type { AccountMenuItem, AccountMenuProps } from './AccountMenu';
export { AccountMenu, accountMenuMessages } from './AccountMenu';
export type { AlertBannerProps, AlertBannerStatus } from './AlertBanner';
export { AlertBanner, alertBannerMessages } from './AlertBanner';
export type { AlertsBellProps } from './AlertsBell';
export { AlertsBell, alertsBellMessages } from './AlertsBell';
export type { BankCardEmptyProps, BankCardProps, BankCardStatus } from './BankCard';
export { BankCard, BankCardEmpty, bankCardMessages, lastFourDigits } from './BankCard';
export type { BusyIndicatorProps } from './BusyIndicator';
export { BusyIndicator, busyIndicatorDefaultDelayMs, busyIndicatorMessages } from './BusyIndicator';
export type { ButtonProps, ButtonVariant } from './Button';
export { Button } from './Button';
export type { CardElement, CardProps, CardVariant } from './Card';
export { Card } from './Card';
export type { CheckboxProps } from './Checkbox';
export { Checkbox, checkboxMessages } from './Checkbox';
export type { ConfirmationPanelProps } from './ConfirmationPanel';
export { ConfirmationPanel } from './ConfirmationPanel';
export type { ContainerProps } from './Container';
export { Container } from './Container';

// DateField is its own entry, `@portal/ui/date-field`: react-aria weighs about 50 kB gzip, more than
// the rest of the kit. Its styles still go in this entry's stylesheet, so `@portal/ui/styles.css`
// serves both entries (the import keeps them there; it adds only DateField's class names to the JS).
import './DateField/DateField.css';

export type { DateInputProps } from './DateInput';
export { DateInput, dateInputMessages } from './DateInput';
export type { DetailsProps } from './Details';
export { Details } from './Details';
export type { DismissButtonProps } from './DismissButton';
export { DismissButton } from './DismissButton';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary, errorSummaryMessages } from './ErrorSummary';
export type { FaqAccordionProps, FaqAccordionState, FaqItem } from './FaqAccordion';
export { FaqAccordion, faqAccordionMessages } from './FaqAccordion';
export type {
  FieldErrorKeyProps,
  FieldErrorProps,
  FieldErrorRowProps,
  FieldGroupItemWiring,
  FieldGroupWiring,
  FieldHintProps,
  FieldIds,
  FieldLabelProps,
  FieldWiring,
  InputAdornmentProps,
  InputGroupProps,
  TextInputProps,
  UseFieldGroupOptions,
  UseFieldOptions,
} from './Field';
export {
  FieldError,
  FieldErrorRow,
  FieldHint,
  FieldLabel,
  InputAdornment,
  InputGroup,
  TextInput,
  useField,
  useFieldGroup,
} from './Field';
export type {
  FileFacts,
  FileProblem,
  FileProblemMessages,
  FileProblemReason,
  FileRules,
  FileUploadFieldProps,
} from './FileUploadField';
export {
  checkFiles,
  FileUploadField,
  fileMatchesAccept,
  fileUploadFieldMessages,
  findFileProblem,
} from './FileUploadField';
export type { HeaderNavLinkProps, HeaderNavProps } from './HeaderNav';
export { HeaderNav, HeaderNavLink } from './HeaderNav';
export type { HeaderSearchProps } from './HeaderSearch';
export { HeaderSearch, headerSearchMessages } from './HeaderSearch';
export type { IdleDialogProps } from './IdleDialog';
export { IdleDialog, idleDialogAnnounceAt, idleDialogMessages } from './IdleDialog';
export type { InlineGap, InlineProps } from './Inline';
export { Inline } from './Inline';
export type {
  DashboardGridProps,
  KeyValuePanelAction,
  KeyValuePanelItem,
  KeyValuePanelProps,
} from './KeyValuePanel';
export { DashboardGrid, KeyValuePanel } from './KeyValuePanel';
export type {
  LinkComponent,
  LinkComponentProps,
  LinkContextValue,
  LinkProps,
  LinkProviderProps,
} from './Link';
export { Link, LinkProvider, useLinkComponent } from './Link';
export type { MobileMenuProps } from './MobileMenu';
export { MobileMenu, mobileMenuMessages } from './MobileMenu';
export type { ModalButton, ModalProps } from './Modal';
export { Modal, modalMessages } from './Modal';
export type { MoneyAmountPeriod, MoneyAmountProps, MoneyAmountSize } from './MoneyAmount';
export { MoneyAmount } from './MoneyAmount';
export type { NotificationBannerProps, NotificationBannerType } from './NotificationBanner';
export { NotificationBanner, notificationBannerMessages } from './NotificationBanner';
export type { PageMainProps } from './PageMain';
export { mainContentId, PageMain } from './PageMain';
export type { PaginationItem, PaginationProps } from './Pagination';
export { Pagination, paginationItems, paginationMessages } from './Pagination';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordField, passwordFieldMessages } from './PasswordField';
export type { PlanCardListProps, PlanCardPrice, PlanCardProps } from './PlanCard';
export { PlanCard, PlanCardList } from './PlanCard';
export type {
  PlanComparisonFeature,
  PlanComparisonHeadingLevel,
  PlanComparisonPlan,
  PlanComparisonProps,
  PlanComparisonValue,
} from './PlanComparison';
export { PlanComparison, planComparisonMessages } from './PlanComparison';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RadioGroup, radioGroupMessages } from './RadioGroup';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { SelectField, selectFieldMessages } from './SelectField';
export type { SiteFooterProps } from './SiteFooter';
export { SiteFooter } from './SiteFooter';
export type { SiteHeaderProps } from './SiteHeader';
export { SiteHeader, siteHeaderMessages } from './SiteHeader';
export type { SkipLinkProps } from './SkipLink';
export { SkipLink, skipLinkMessages } from './SkipLink';
export type { StackGap, StackProps } from './Stack';
export { Stack } from './Stack';
export type { StatusTagProps, StatusTagTone } from './StatusTag';
export { StatusTag } from './StatusTag';
export type { StepIndicatorProps, StepIndicatorStep, StepState } from './StepIndicator';
export { StepIndicator, stepIndicatorMessages } from './StepIndicator';
export type {
  SummaryCardProps,
  SummaryListAction,
  SummaryListProps,
  SummaryListRow,
} from './SummaryList';
export { SummaryCard, SummaryList, SummaryListActionLink } from './SummaryList';
export type {
  TableBodyProps,
  TableCellAlign,
  TableCellProps,
  TableHeaderCellProps,
  TableHeadProps,
  TableProps,
  TableRowProps,
} from './Table';
export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';
export type { TaskListItem, TaskListProps } from './TaskList';
export { TaskList } from './TaskList';
export type { TextAreaFieldProps } from './TextAreaField';
export { TextAreaField, textAreaFieldMessages } from './TextAreaField';
export type { FieldProps, TextFieldProps } from './TextField';
export { TextField, textFieldMessages } from './TextField';
export type {
  ShowToastOptions,
  ToastApi,
  ToastProps,
  ToastProviderProps,
  ToastStatus,
} from './Toast';
export { Toast, ToastProvider, toastDefaultDurationMs, toastMessages, useToast } from './Toast';
export type {
  CheckAnswersPageProps,
  ConfirmationPageLink,
  ConfirmationPageProps,
  ContentPageLink,
  ContentPageProps,
  DashboardCardAction,
  DashboardCardProps,
  DashboardPageProps,
  FocusHeading,
  FocusHeadingOptions,
  QuestionPageProps,
} from './templates';
export {
  CheckAnswersPage,
  ConfirmationPage,
  ContentPage,
  checkAnswersPageMessages,
  confirmationPageMessages,
  contentPageMessages,
  DashboardCard,
  DashboardPage,
  focusHeadingMessages,
  QuestionPage,
  questionPageMessages,
  useFocusHeadingOnChange,
} from './templates';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
