export {
  type BoundCheckboxProps,
  type BoundInputProps,
  type BoundValueProps,
  type ErrorSummaryState,
  type SchemaForm,
  useSchemaForm,
} from './use-schema-form.js';
